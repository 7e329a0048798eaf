import * as RadixSelect from '@radix-ui/react-select';
import styled from 'styled-components';
import { useId, type ReactNode } from 'react';
import { focusRing } from '../theme/helpers';
import { CheckIcon, ChevronDownIcon } from '../icons';

const Field = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 160px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

const Trigger = styled(RadixSelect.Trigger)`
  ${focusRing}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  cursor: pointer;
  &[data-placeholder] {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Content = styled(RadixSelect.Content)`
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  padding: ${({ theme }) => theme.spacing(1)};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surfaceRaised};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Item = styled(RadixSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.palette.hover};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.palette.focusRing};
  }
  &[data-disabled] {
    opacity: 0.5;
  }
`;

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** A labelled single-choice list (e.g. the Week filter, the rarity distribution). */
export function Select({ label, options, placeholder, className, ...rootProps }: SelectProps) {
  const id = useId();
  return (
    <Field className={className}>
      <Label htmlFor={id}>{label}</Label>
      <RadixSelect.Root {...rootProps}>
        <Trigger id={id}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon asChild>
            <ChevronDownIcon size="1.1em" />
          </RadixSelect.Icon>
        </Trigger>
        <RadixSelect.Portal>
          <Content position="popper" sideOffset={4}>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <CheckIcon size="1em" />
                  </RadixSelect.ItemIndicator>
                </Item>
              ))}
            </RadixSelect.Viewport>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
