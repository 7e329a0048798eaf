import * as RadixCheckbox from '@radix-ui/react-checkbox';
import styled from 'styled-components';
import { useId, type ReactNode } from 'react';
import { focusRing } from '../theme/helpers';
import { CheckIcon, MinusIcon } from '../icons';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Box = styled(RadixCheckbox.Root)`
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

/** A labelled checkbox. */
export function Checkbox({ label, onCheckedChange, id, className, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <Row className={className}>
      <Box id={boxId} onCheckedChange={(state) => onCheckedChange?.(state === true)} {...rest}>
        <RadixCheckbox.Indicator>
          {rest.checked === 'indeterminate' ? (
            <MinusIcon size={14} strokeWidth={3} />
          ) : (
            <CheckIcon size={14} strokeWidth={3} />
          )}
        </RadixCheckbox.Indicator>
      </Box>
      <Label htmlFor={boxId}>{label}</Label>
    </Row>
  );
}
