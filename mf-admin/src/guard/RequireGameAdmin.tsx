import { useEffect, useState, type ReactNode } from 'react';
import { fetchActivePlayer, fetchGames, useSelectedGameId } from '@progression/platform';
import { Spinner, Stack } from '@progression/ui';
import { Navigate, useParams } from 'react-router-dom';
import { canAdminister } from './admin-access';

/** Where a refused navigation goes, without a message (the shell's forbidden page). */
export const forbiddenPath = '/forbidden';

/** Shows its children only to an admin of the selected game; everyone else is sent to the forbidden page. */
export function RequireGameAdmin({ children }: { children: ReactNode }) {
  const { gameId = '' } = useParams();
  const selectedGameId = useSelectedGameId();
  const [decision, setDecision] = useState<{ key: string; allowed: boolean } | null>(null);
  const key = `${gameId}|${selectedGameId ?? ''}`;

  useEffect(() => {
    const controller = new AbortController();
    void canAdminister(gameId, selectedGameId, { fetchGames, fetchActivePlayer }, controller.signal).then(
      (allowed) => {
        if (!controller.signal.aborted) setDecision({ key, allowed });
      },
    );
    return () => controller.abort();
  }, [gameId, selectedGameId, key]);

  if (!decision || decision.key !== key)
    return (
      <Stack $align="center">
        <Spinner label="Checking your access" size={32} />
      </Stack>
    );
  return decision.allowed ? children : <Navigate to={forbiddenPath} replace />;
}
