import styled from 'styled-components';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldHints, FieldLabel, useFieldDescription } from './field-parts';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  min-width: 0;
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 120px;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.palette.error.main : theme.palette.border.strong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: 1.5;
  resize: vertical;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focusRing};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.6;
  }
  &::placeholder {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  /** Guidance shown under the field. */
  helperText?: ReactNode;
  /** An error message; marks the field invalid and is read with it. */
  error?: ReactNode;
}

/** A labelled multi-line text input whose helper and error texts are announced with it. */
export function TextArea({ label, helperText, error, id, className, ...areaProps }: TextAreaProps) {
  const { fieldId: areaId, hasError, describedBy } = useFieldDescription(id, helperText, error);
  return (
    <Wrapper className={className}>
      <FieldLabel htmlFor={areaId}>{label}</FieldLabel>
      <Area
        id={areaId}
        $invalid={hasError}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy}
        {...areaProps}
      />
      <FieldHints fieldId={areaId} helperText={helperText} error={error} hasError={hasError} />
    </Wrapper>
  );
}
