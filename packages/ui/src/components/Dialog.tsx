import {
  cloneElement,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  type RefCallback,
} from 'react';
import type { DialogCloseProps } from '@radix-ui/react-dialog';
import { radixDialog, useDeferredModule } from '../radix/load';
import { afterOwnHandlers, useFocusKept, useWithRef } from '../radix/stand-in';

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

/**
 * A modal dialog: focus is trapped inside, Escape and the close button dismiss it, and the focus goes back
 * to where it was when the dialog opened.
 *
 * Until it first opens only its trigger is drawn; the dialog itself is fetched when the trigger is pointed
 * at, focused or pressed, or when its owner opens it (see `radix/load.ts`), and shows as soon as it has
 * arrived. A fetch that fails leaves the trigger as it was: the next press fetches again.
 */
export function Dialog(props: DialogProps) {
  // `pressed`: its own trigger asked for it; `wanted`: drawn (once opened it stays drawn, so that closing
  // returns the focus where it was).
  const [state, setState] = useState<{ wanted: boolean; pressed?: boolean }>(() => ({
    wanted: radixDialog.loaded() !== undefined,
  }));
  if (props.open && !state.wanted) setState({ wanted: true });
  const radix = useDeferredModule(radixDialog, state.wanted);
  const keepFocus = useFocusKept();
  const trigger = useOptionalRef(props.trigger, keepFocus);

  if (radix && state.wanted)
    return (
      <radix.Dialog
        {...props}
        trigger={trigger}
        defaultOpen={state.pressed && props.open === undefined ? true : undefined}
      />
    );
  if (!trigger) return null;
  return cloneElement(trigger as ReactElement<ComponentProps<'button'>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'aria-busy': state.pressed ? true : undefined,
    ...afterOwnHandlers(trigger, {
      onPointerEnter: () => void radixDialog.preload(),
      onFocus: () => void radixDialog.preload(),
      onClick: () => {
        setState({ wanted: true, pressed: true });
        props.onOpenChange?.(true);
      },
    }),
  });
}

/** The trigger, if any, with `ref` added to its own. */
function useOptionalRef(trigger: ReactElement | undefined, ref: RefCallback<HTMLElement>) {
  const withRef = useWithRef(trigger ?? noTrigger, ref);
  return trigger ? withRef : undefined;
}

const noTrigger = <span />;

/** Wrap a button in it to make the button close the dialog it sits in (it renders only inside one). */
export function DialogClose(props: DialogCloseProps) {
  const radix = useDeferredModule(radixDialog);
  return radix ? <radix.DialogClose {...props} /> : null;
}
