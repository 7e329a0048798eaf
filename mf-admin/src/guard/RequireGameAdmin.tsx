import type { ReactNode } from 'react';
import { useActivePlayer, useGames } from '@progression/api-client';
import { Spinner, Stack } from '@progression/ui';
import { Navigate, useParams } from '@progression/router';
import { adminAccess, playsIn } from './admin-access';
import { adminTexts } from '@progression/contracts/texts/admin';

/** Where a refused navigation goes, without a message (the shell's forbidden page). */
export const forbiddenPath = '/forbidden';

/** Shows its children only to an admin of the game the URL names; everyone else goes to the forbidden page. */
export function RequireGameAdmin({ children }: { children: ReactNode }) {
  const { gameId = '' } = useParams();
  const games = useGames();
  // The player is asked for only in a game the caller plays in.
  const player = useActivePlayer(playsIn(gameId, games) ? gameId : null);
  const access = adminAccess(gameId, games, player);
  if (access === 'checking')
    return (
      <Stack $align="center">
        <Spinner label={adminTexts.checkingYourAccess} size={32} />
      </Stack>
    );
  return access === 'allowed' ? children : <Navigate to={forbiddenPath} replace />;
}
