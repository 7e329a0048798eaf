import { useGames } from '@progression/api-client';
import { gameIdInPath, selectedGame, usePathname, useSelectedGameId } from '@progression/platform';
import { useEffect } from 'react';

/** Selects the game once the user's games are known, if it is one of them. */
function SelectIfPlayed({ gameId }: { gameId: string }) {
  const selectedId = useSelectedGameId();
  const games = useGames();
  const played = games.data?.some((game) => game.id === gameId) === true;
  useEffect(() => {
    if (played && selectedId !== gameId) selectedGame.select(gameId);
  }, [played, selectedId, gameId]);
  return null;
}

/**
 * Makes the game a game page's URL names the selected one, so a bookmarked or shared link opens with the
 * sidebar, the game selector and the Admin entry on that game. A game the user does not play in is never
 * selected: its pages end in their own not-found or forbidden handling.
 */
export function SelectGameOfUrl() {
  const gameId = gameIdInPath(usePathname());
  return gameId ? <SelectIfPlayed gameId={gameId} /> : null;
}
