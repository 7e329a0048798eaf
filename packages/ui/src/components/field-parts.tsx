import styled from 'styled-components';
import { useId, type ReactNode } from 'react';

/** A text field's label (single- and multi-line alike). */
export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Hint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.palette.error.main : theme.palette.text.secondary)};
`;

/**
 * A field's id, whether it is in error, and the ids its helper and error texts are announced by (the
 * control's `aria-describedby`).
 */
export function useFieldDescription(id: string | undefined, helperText: ReactNode, error: ReactNode) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [helperText ? `${fieldId}-helper` : null, hasError ? `${fieldId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { fieldId, hasError, describedBy };
}

/** The helper and error texts under a field, with the ids `useFieldDescription` names. */
export function FieldHints({
  fieldId,
  helperText,
  error,
  hasError,
}: {
  fieldId: string;
  helperText: ReactNode;
  error: ReactNode;
  hasError: boolean;
}) {
  return (
    <>
      {helperText && <Hint id={`${fieldId}-helper`}>{helperText}</Hint>}
      {hasError && (
        <Hint id={`${fieldId}-error`} $error>
          {error}
        </Hint>
      )}
    </>
  );
}
