import styled from 'styled-components';
import { useId, useState, type ReactNode } from 'react';
import { focusRing } from '../theme/helpers';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Track = styled.button`
  ${focusRing}
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.palette.surfaceSunken};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};
  &[data-state='checked'] {
    background: ${({ theme }) => theme.palette.primary.main};
    border-color: ${({ theme }) => theme.palette.primary.main};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Thumb = styled.span`
  display: block;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.text.secondary};
  transform: translateX(2px);
  transition: transform ${({ theme }) => theme.transitions.fast};
  &[data-state='checked'] {
    background: ${({ theme }) => theme.palette.primary.contrastText};
    transform: translateX(18px);
  }
`;

const Label = styled.label`
  cursor: pointer;
`;

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** An on/off switch with a label (e.g. the dark theme toggle): a button with the switch role. */
export function Switch({
  label,
  id,
  className,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  name,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  const state = on ? 'checked' : 'unchecked';
  return (
    <Row className={className}>
      <Track
        type="button"
        role="switch"
        id={switchId}
        aria-checked={on}
        data-state={state}
        disabled={disabled}
        onClick={() => {
          if (checked === undefined) setOwn(!on);
          onCheckedChange?.(!on);
        }}
      >
        <Thumb data-state={state} />
      </Track>
      {name && on && <input type="hidden" name={name} value="on" />}
      <Label htmlFor={switchId}>{label}</Label>
    </Row>
  );
}
