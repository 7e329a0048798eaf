import {
  cloneElement,
  useCallback,
  useMemo,
  useRef,
  type ReactElement,
  type Ref,
  type RefCallback,
  type SyntheticEvent,
} from 'react';

type Handler = (event: SyntheticEvent) => void;

/**
 * Handlers for a stand-in's trigger, each after the element's own of the same name (skipped when that
 * one prevented the default), as Radix composes them on the trigger it later draws.
 */
export function afterOwnHandlers(
  element: ReactElement,
  handlers: Record<string, Handler | undefined>,
): Record<string, Handler> {
  const own = element.props as Record<string, unknown>;
  const composed: Record<string, Handler> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    if (!handler) continue;
    const first = own[name];
    composed[name] = (event) => {
      if (typeof first === 'function') (first as Handler)(event);
      if (!event.defaultPrevented) handler(event);
    };
  }
  return composed;
}

/**
 * A ref for the element a stand-in draws and the part later draws in its place (a trigger, a card): when
 * the part replaces an element that had the focus, the new one takes it, so a keyboard user is never sent
 * back to the top of the page. React detaches the old element's ref while it is still in the document,
 * then attaches the new one's.
 */
export function useFocusKept(): RefCallback<HTMLElement> {
  const node = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);
  return useCallback((element: HTMLElement | null) => {
    if (element === null) {
      hadFocus.current = node.current?.contains(document.activeElement) === true;
      node.current = null;
      return;
    }
    const refocus = hadFocus.current && element !== document.activeElement;
    node.current = element;
    hadFocus.current = false;
    if (refocus) element.focus({ preventScroll: true });
  }, []);
}

/** The element with `ref` added to its own (React 19 passes an element's ref as a prop). */
export function useWithRef(element: ReactElement, ref: RefCallback<HTMLElement>): ReactElement {
  const own = (element.props as { ref?: Ref<HTMLElement> }).ref;
  const both = useMemo<RefCallback<HTMLElement>>(
    () => (node) => {
      ref(node);
      if (typeof own === 'function') own(node);
      else if (own) (own as { current: HTMLElement | null }).current = node;
    },
    [own, ref],
  );
  return cloneElement(element as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: both });
}
