import { useCallback, useRef, useSyncExternalStore, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

interface Seen {
  /** The URL and the history entry's key: a new value means a new location. */
  key: string;
  location: Location;
  action: NavigationType;
}

/**
 * The router of an area, on the page's URL. react-router's own BrowserRouter reads the URL when it first
 * renders and listens for changes only once mounted, so a navigation in between (another area or the shell
 * moving on while this area's code still loads) is never seen and the area stays on the page it started
 * at. This one reads the URL as an external store, which React reads again once subscribed.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const historyRef = useRef<BrowserHistory | null>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;

  const seen = useRef<Seen | null>(null);
  const snapshot = useCallback((): Seen => {
    const entry = window.history.state as { key?: string } | null;
    const key = `${window.location.href} ${entry?.key ?? ''}`;
    if (seen.current?.key !== key) seen.current = { key, location: history.location, action: history.action };
    return seen.current;
  }, [history]);
  const subscribe = useCallback((onChange: () => void) => history.listen(onChange), [history]);
  const { location, action } = useSyncExternalStore(subscribe, snapshot);

  return (
    <Router location={location} navigationType={action} navigator={history}>
      {children}
    </Router>
  );
}
