import {
  cloneElement,
  useState,
  type ComponentProps,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { DialogCloseProps } from '@radix-ui/react-dialog';
import { radixDialog, useDeferredModule } from '../radix/load';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons along the bottom, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  /** An element that opens the dialog when clicked (uncontrolled use). */
  trigger?: ReactElement;
  /** Maximum width in px (the start-next-week dialog is 800). */
  width?: number;
  /** Hide the top-right close button (e.g. while a step cannot be abandoned). */
  hideClose?: boolean;
  children?: ReactNode;
}

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A modal dialog: focus is trapped inside, Escape and the close button dismiss it, and the focus goes back
 * to where it was when the dialog opened.
 *
 * Until it first opens only its trigger is drawn; the dialog itself is fetched when the trigger is pointed
 * at, focused or pressed, or when its owner opens it (see `radix/load.ts`).
 */
export function Dialog(props: DialogProps) {
  // 'pressed': its own trigger asked for it; 'used': drawn before (or the dialog had already arrived).
  const [state, setState] = useState<'idle' | 'pressed' | 'used'>(() =>
    radixDialog.loaded() === undefined ? 'idle' : 'used',
  );
  // Once opened it stays drawn, so that closing returns the focus where it was.
  if (props.open && state === 'idle') setState('used');
  if (state === 'idle' && !props.open) {
    if (!props.trigger) return null;
    const own = props.trigger.props as TriggerProps;
    return cloneElement(props.trigger as ReactElement<ComponentProps<'button'>>, {
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
        own.onPointerEnter?.(event);
        void radixDialog.preload();
      },
      onFocus: (event: FocusEvent<HTMLButtonElement>) => {
        own.onFocus?.(event);
        void radixDialog.preload();
      },
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        own.onClick?.(event);
        if (event.defaultPrevented) return;
        void radixDialog.preload();
        setState('pressed');
        props.onOpenChange?.(true);
      },
    });
  }
  return <LoadedDialog {...props} pressed={state === 'pressed'} />;
}

/** The Radix dialog; open at once when the trigger press that fetched it asked for it. */
function LoadedDialog({ pressed, ...props }: DialogProps & { pressed: boolean }) {
  const radix = useDeferredModule(radixDialog);
  if (!radix) return props.trigger ?? null;
  return <radix.Dialog {...props} defaultOpen={pressed && props.open === undefined ? true : undefined} />;
}

/** Wrap a button in it to make the button close the dialog it sits in (it renders only inside one). */
export function DialogClose(props: DialogCloseProps) {
  const radix = useDeferredModule(radixDialog);
  return radix ? <radix.DialogClose {...props} /> : null;
}
