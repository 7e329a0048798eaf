import { useCallback, useState } from 'react';
import { useRequest, type RequestState } from '@progression/card-ui';

/** A request keyed by `key` that `reload()` sends again. */
export function useLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): [RequestState<T>, () => void] {
  const [version, setVersion] = useState(0);
  const state = useRequest(`${key}#${version}`, load);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return [state, reload];
}
