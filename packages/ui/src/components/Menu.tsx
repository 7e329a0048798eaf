import {
  cloneElement,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Color } from '../theme/palettes';
import { radixMenu, useDeferredModule } from '../radix/load';
import { afterOwnHandlers, useFocusKept, useWithRef } from '../radix/stand-in';

export interface MenuProps {
  /** The button that opens the menu; it must accept a ref (our Button and IconButton do). */
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const opensMenu = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A dropdown menu: arrow keys move, Enter picks, Escape closes and focus returns to the trigger.
 *
 * Until it first opens, only its trigger is drawn (with the attributes of a menu button); pointing at it
 * or focusing it fetches the menu, and pressing it (as Radix opens: a primary pointer press, Enter, Space
 * or the down arrow) opens it as soon as it has arrived (a keyboard press on its first entry). Pressed
 * again, or Escape, before then, it does not open. A fetch that fails leaves the trigger as it was: the
 * next press fetches again.
 */
export function Menu(props: MenuProps) {
  // `opening`: how the press that is waiting for the menu was made.
  const [state, setState] = useState<{ wanted: boolean; opening?: 'pointer' | 'keyboard' }>(() => ({
    wanted: radixMenu.loaded() !== undefined,
  }));
  // Its owner opens it (a controlled menu): it is fetched for that.
  if (props.open && !state.wanted) setState({ wanted: true });
  const radix = useDeferredModule(radixMenu, state.wanted);
  const keepFocus = useFocusKept();
  const trigger = useWithRef(props.trigger, keepFocus);

  if (radix && state.wanted) {
    const { opening } = state;
    return (
      <radix.Menu
        {...props}
        trigger={trigger}
        defaultOpen={opening !== undefined && props.open === undefined ? true : undefined}
        focusFirstItem={opening === 'keyboard'}
        onOpenChange={(open) => {
          // The press that fetched it is spent: later opens are Radix's own.
          if (!open && opening) setState({ wanted: true });
          props.onOpenChange?.(open);
        }}
      />
    );
  }

  const press = (how: 'pointer' | 'keyboard') => {
    if (state.opening) {
      setState({ wanted: false });
      return;
    }
    setState({ wanted: true, opening: how });
    props.onOpenChange?.(true);
  };
  return cloneElement(trigger as ReactElement<ComponentProps<'button'>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'aria-busy': state.opening ? true : undefined,
    ...afterOwnHandlers(props.trigger, {
      onPointerEnter: () => void radixMenu.preload(),
      onFocus: () => void radixMenu.preload(),
      onPointerDown: (event) => {
        const pointer = event as PointerEvent<HTMLElement>;
        if (pointer.button !== 0 || pointer.ctrlKey) return;
        // As Radix does: the press opens the menu, and the trigger does not take the focus from it.
        pointer.preventDefault();
        press('pointer');
      },
      onKeyDown: (event) => {
        const { key } = event as KeyboardEvent<HTMLElement>;
        if (key === 'Escape' && state.opening) {
          setState({ wanted: false });
          return;
        }
        if (!opensMenu.has(key)) return;
        event.preventDefault();
        press('keyboard');
      },
    }),
  });
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
