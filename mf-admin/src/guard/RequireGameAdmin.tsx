import type { ReactNode } from 'react';
import { useActivePlayer, useGames } from '@progression/api-client';
import { useSelectedGameId } from '@progression/platform';
import { Spinner, Stack } from '@progression/ui';
import { Navigate, useParams } from 'react-router-dom';
import { adminAccess } from './admin-access';

/** Where a refused navigation goes, without a message (the shell's forbidden page). */
export const forbiddenPath = '/forbidden';

/** Shows its children only to an admin of the selected game; everyone else is sent to the forbidden page. */
export function RequireGameAdmin({ children }: { children: ReactNode }) {
  const { gameId = '' } = useParams();
  const selectedGameId = useSelectedGameId();
  const games = useGames();
  // The player is asked for only for the game the page is for, and only when it is the selected one.
  const player = useActivePlayer(selectedGameId === gameId ? gameId : null);
  const access = adminAccess(gameId, selectedGameId, games, player);
  if (access === 'checking')
    return (
      <Stack $align="center">
        <Spinner label="Checking your access" size={32} />
      </Stack>
    );
  return access === 'allowed' ? children : <Navigate to={forbiddenPath} replace />;
}
