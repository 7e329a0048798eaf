import { useCallback, useEffect, useState } from 'react';

/** Where a request stands: loading, its data, or the error it failed with. */
export type RequestState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and follows its result. A result that arrives
 * after the key changed is dropped, and the pending request is aborted on change or unmount.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): RequestState<T> {
  const [state, setState] = useState<{ key: string | null; value: RequestState<T> }>({
    key,
    value: { status: 'loading' },
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; the key says when the request changes.
  }, [key]);

  // Until the effect has started the new request, the previous key's result must not show.
  return state.key === key ? state.value : { status: 'loading' };
}

/** `useRequest` that `reload()` sends again (key null: nothing to load). */
export function useReloadableRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): [RequestState<T>, () => void] {
  const [version, setVersion] = useState(0);
  const state = useRequest(key === null ? null : `${key}#${version}`, load);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return [state, reload];
}
