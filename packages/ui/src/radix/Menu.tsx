import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled, { css } from 'styled-components';
import type { Color } from '../theme/palettes';
import { CheckIcon } from '../icons';
import type { MenuCheckboxItemProps, MenuItemProps, MenuProps } from '../components/Menu';

// The Radix menu behind `components/Menu.tsx`, fetched the first time a menu opens.

const Content = styled(RadixMenu.Content)`
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-width: 200px;
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing(1)};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surfaceRaised};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const itemStyles = css<{ $color?: Color }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: 36px;
  padding: ${({ theme }) => theme.spacing(1.5, 3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $color }) => ($color ? theme.palette[$color].main : 'inherit')};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.palette.hover};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.palette.focusRing};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: default;
  }
`;

const Item = styled(RadixMenu.Item)<{ $color?: Color }>`
  ${itemStyles}
`;

const CheckboxItem = styled(RadixMenu.CheckboxItem)<{ $color?: Color }>`
  ${itemStyles}
`;

const IndicatorSlot = styled.span`
  display: inline-flex;
  width: 1.25em;
`;

export const MenuSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.spacing(1, 0)};
  background: ${({ theme }) => theme.palette.border.subtle};
`;

export const MenuLabel = styled(RadixMenu.Label)`
  padding: ${({ theme }) => theme.spacing(1.5, 3)};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/** Focuses a menu's first entry once Radix has focused the menu (a stable callback: once per opening). */
const toFirstItem = (node: HTMLDivElement | null) => {
  if (!node) return;
  requestAnimationFrame(() =>
    node.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus(),
  );
};

export function Menu({
  trigger,
  children,
  align = 'end',
  open,
  onOpenChange,
  defaultOpen,
  focusFirstItem = false,
}: MenuProps & { defaultOpen?: boolean; focusFirstItem?: boolean }) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <Content
          align={align}
          sideOffset={4}
          // Opened by a key press Radix did not see (it came before the menu): its first entry takes the
          // focus, as Radix gives it on a key press, once Radix has focused the menu.
          ref={focusFirstItem ? toFirstItem : undefined}
        >
          {children}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export function MenuItem({ children, onSelect, icon, color, disabled }: MenuItemProps) {
  return (
    <Item onSelect={onSelect} disabled={disabled} $color={color}>
      {icon}
      {children}
    </Item>
  );
}

export function MenuCheckboxItem({
  children,
  checked,
  onCheckedChange,
  disabled,
  keepOpen = true,
}: MenuCheckboxItemProps) {
  return (
    <CheckboxItem
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      onSelect={keepOpen ? (event) => event.preventDefault() : undefined}
    >
      <IndicatorSlot>
        <RadixMenu.ItemIndicator>
          <CheckIcon size="1em" />
        </RadixMenu.ItemIndicator>
      </IndicatorSlot>
      {children}
    </CheckboxItem>
  );
}
