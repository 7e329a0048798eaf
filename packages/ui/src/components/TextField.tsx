import styled from 'styled-components';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldHints, FieldLabel, useFieldDescription } from './field-parts';
import { focusRing } from '../theme/helpers';

const Wrapper = styled.div<{ $fullWidth?: boolean }>`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-width: 0;
`;

const InputBox = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.palette.error.main : theme.palette.border.strong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text.secondary};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.palette.focusRing};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  ${focusRing}
  flex: 1;
  min-width: 0;
  height: 38px;
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Required = styled.span`
  color: ${({ theme }) => theme.palette.error.main};
  margin-left: 2px;
`;

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  /** Guidance shown under the field. */
  helperText?: ReactNode;
  /** An error message; marks the field invalid and is read with it. */
  error?: ReactNode;
  /** Content at the start or end of the box, e.g. a search icon or a validity indicator. */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  fullWidth?: boolean;
}

/** A labelled text input whose helper and error texts are announced with it. */
export function TextField({
  label,
  helperText,
  error,
  startAdornment,
  endAdornment,
  fullWidth,
  id,
  required,
  disabled,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { fieldId: inputId, hasError, describedBy } = useFieldDescription(id, helperText, error);
  return (
    <Wrapper $fullWidth={fullWidth} className={className}>
      <FieldLabel htmlFor={inputId}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </FieldLabel>
      <InputBox $invalid={hasError} $disabled={disabled}>
        {startAdornment}
        <Input
          id={inputId}
          type={type}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {endAdornment}
      </InputBox>
      <FieldHints fieldId={inputId} helperText={helperText} error={error} hasError={hasError} />
    </Wrapper>
  );
}
