import styled from 'styled-components';
import { useId, useState, type ReactNode } from 'react';
import { focusRing } from '../theme/helpers';
import { CheckIcon, MinusIcon } from '../icons';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Box = styled.button`
  ${focusRing}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  /* 24 px: the smallest target a finger or a shaky pointer is asked to hit (WCAG 2.5.8). */
  width: 24px;
  height: 24px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.primary.contrastText};
  cursor: pointer;
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${({ theme }) => theme.palette.primary.main};
    border-color: ${({ theme }) => theme.palette.primary.main};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.sizes.md};
  cursor: pointer;
`;

export interface CheckboxProps {
  label: ReactNode;
  /** `'indeterminate'` shows a dash (some, not all, selected). */
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A labelled checkbox: a button with the checkbox role (Space toggles it, as the WAI-ARIA pattern asks;
 * Enter does not), drawn by the design system itself rather than a library.
 */
export function Checkbox({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  id,
  className,
  disabled,
  name,
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const [own, setOwn] = useState(defaultChecked);
  const state = checked ?? own;
  return (
    <Row className={className}>
      <Box
        type="button"
        role="checkbox"
        id={boxId}
        aria-checked={state === 'indeterminate' ? 'mixed' : state}
        data-state={state === 'indeterminate' ? 'indeterminate' : state ? 'checked' : 'unchecked'}
        disabled={disabled}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        onClick={() => {
          // An indeterminate box becomes checked, as a native one does.
          const next = state === 'indeterminate' ? true : !state;
          if (checked === undefined) setOwn(next);
          onCheckedChange?.(next);
        }}
      >
        {state === 'indeterminate' ? (
          <MinusIcon size={14} strokeWidth={3} />
        ) : state ? (
          <CheckIcon size={14} strokeWidth={3} />
        ) : null}
      </Box>
      {/* A form reads the box as it reads a native checkbox: its name, when checked. */}
      {name && state === true && <input type="hidden" name={name} value="on" />}
      <Label htmlFor={boxId}>{label}</Label>
    </Row>
  );
}
