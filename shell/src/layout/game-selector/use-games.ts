import { useEffect, useState } from 'react';
import type { Game } from '@progression/contracts';
import { fetchGames } from '@progression/platform';

export type GamesState = { status: 'loading' } | { status: 'error' } | { status: 'success'; games: Game[] };

/** The caller's games, oldest first; loaded again whenever `key` changes (a newly selected game, the dialog opening). */
export function useGames(key: string): GamesState {
  const [state, setState] = useState<GamesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchGames(controller.signal).then(
      (games) => {
        const sorted = [...games].sort((a, b) => Date.parse(a.started) - Date.parse(b.started));
        if (!controller.signal.aborted) setState({ status: 'success', games: sorted });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
