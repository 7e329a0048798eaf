import styled from 'styled-components';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  color: ${({ theme }) => theme.palette.text.primary};
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

const Hint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.palette.error.main : theme.palette.text.secondary)};
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
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const helperId = `${areaId}-helper`;
  const errorId = `${areaId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [helperText ? helperId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper className={className}>
      <Label htmlFor={areaId}>{label}</Label>
      <Area
        id={areaId}
        $invalid={hasError}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy}
        {...areaProps}
      />
      {helperText && <Hint id={helperId}>{helperText}</Hint>}
      {hasError && (
        <Hint id={errorId} $error>
          {error}
        </Hint>
      )}
    </Wrapper>
  );
}
