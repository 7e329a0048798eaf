import {
  cloneElement,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Color } from '../theme/palettes';
import { radixMenu, useDeferredModule } from '../radix/load';

export interface MenuProps {
  /** The button that opens the menu; it must accept a ref (our Button and IconButton do). */
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

type TriggerProps = {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

const opensMenu = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A dropdown menu: arrow keys move, Enter picks, Escape closes and focus returns to the trigger.
 *
 * Until it first opens, only its trigger is drawn (with the attributes of a menu button); pointing at it
 * or focusing it fetches the menu, and pressing it (as Radix opens: a primary pointer press, Enter, Space
 * or the down arrow) opens it as soon as it has arrived.
 */
export function Menu(props: MenuProps) {
  // 'pressed': this trigger asked for the menu; 'loaded': the menu had arrived before this one was drawn.
  const [state, setState] = useState<'trigger' | 'pressed' | 'loaded'>(() =>
    radixMenu.loaded() === undefined ? 'trigger' : 'loaded',
  );
  if (state !== 'trigger') return <LoadedMenu {...props} pressed={state === 'pressed'} />;

  const own = props.trigger.props as TriggerProps;
  const open = () => {
    void radixMenu.preload();
    setState('pressed');
    props.onOpenChange?.(true);
  };
  return cloneElement(props.trigger as ReactElement<ComponentProps<'button'>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      own.onPointerEnter?.(event);
      void radixMenu.preload();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      own.onFocus?.(event);
      void radixMenu.preload();
    },
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      own.onPointerDown?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
      // As Radix does: the press opens the menu, and the trigger does not take the focus from it.
      event.preventDefault();
      open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      own.onKeyDown?.(event);
      if (event.defaultPrevented || !opensMenu.has(event.key)) return;
      event.preventDefault();
      open();
    },
  });
}

/** The Radix menu; open at once when the press that fetched it asked for it (a controlled menu's owner opens it). */
function LoadedMenu({ pressed, ...props }: MenuProps & { pressed: boolean }) {
  const radix = useDeferredModule(radixMenu);
  if (!radix) return props.trigger;
  return <radix.Menu {...props} defaultOpen={pressed && props.open === undefined ? true : undefined} />;
}

export interface MenuItemProps {
  children: ReactNode;
  onSelect?: () => void;
  icon?: ReactNode;
  color?: Color;
  disabled?: boolean;
}

export interface MenuCheckboxItemProps {
  children: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Keep the menu open after a pick, for choosing several. */
  keepOpen?: boolean;
}

// The entries render only inside an open menu, so the Radix part has always arrived by then.

export function MenuItem(props: MenuItemProps) {
  const radix = useDeferredModule(radixMenu);
  return radix ? <radix.MenuItem {...props} /> : null;
}

/** A menu entry that toggles (e.g. one player of a multi-select filter). */
export function MenuCheckboxItem(props: MenuCheckboxItemProps) {
  const radix = useDeferredModule(radixMenu);
  return radix ? <radix.MenuCheckboxItem {...props} /> : null;
}

export function MenuSeparator(props: { className?: string }) {
  const radix = useDeferredModule(radixMenu);
  return radix ? <radix.MenuSeparator {...props} /> : null;
}

export function MenuLabel(props: { children?: ReactNode; className?: string }) {
  const radix = useDeferredModule(radixMenu);
  return radix ? <radix.MenuLabel {...props} /> : null;
}
