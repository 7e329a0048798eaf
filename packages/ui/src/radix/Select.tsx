import * as RadixSelect from '@radix-ui/react-select';
import type { RefCallback } from 'react';
import styled from 'styled-components';
import { CheckIcon, ChevronDownIcon } from '../icons';
import { selectTriggerStyles, type SelectProps } from '../components/Select';

// The Radix select behind `components/Select.tsx`, fetched the first time a select is drawn.

const Trigger = styled(RadixSelect.Trigger)`
  ${selectTriggerStyles}
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

/** The control of a labelled select: its trigger (named by the label for `id`) and its list. */
export function SelectControl({
  id,
  triggerRef,
  options,
  placeholder,
  ...rootProps
}: Omit<SelectProps, 'label' | 'className'> & {
  id: string;
  triggerRef?: RefCallback<HTMLElement>;
  defaultOpen?: boolean;
}) {
  return (
    <RadixSelect.Root {...rootProps}>
      <Trigger id={id} ref={triggerRef}>
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
  );
}
