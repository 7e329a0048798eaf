import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { CardGridSize } from '@progression/contracts';
import { cardSize } from './card-size';
import { flash, remainingTime, type FlashMessage } from './flash';
import { currentPath, subscribeToLocation } from './navigation';
import { selectedGame } from './selected-game';
import { session } from './session';
import type { SharedState } from './state';
import { theme, type ThemeMode } from './theme';

/** The current value of a shared state; the component re-renders when it changes. */
export function useSharedState<T>(state: SharedState<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = state.value$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [state],
  );
  return useSyncExternalStore(subscribe, state.get, state.get);
}

export const useToken = (): string | null => useSharedState(session.state);
export const useThemeMode = (): ThemeMode => useSharedState(theme.state);
/** The card grids' card size and its setter (remembered on this device). */
export const useCardSize = (): [CardGridSize, (size: CardGridSize) => void] => [
  useSharedState(cardSize),
  cardSize.set,
];
export const useSelectedGameId = (): string | null => useSharedState(selectedGame.state);
export const useFlashMessages = (): readonly FlashMessage[] => useSharedState(flash.state);

/** Milliseconds left for a flash message, refreshed every `intervalMs` while it shows. */
export function useRemainingTime(message: FlashMessage, intervalMs = 100): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return remainingTime(message, now);
}

/** The current path (`location.pathname`); the component re-renders after every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribeToLocation, currentPath, () => '/');
}
