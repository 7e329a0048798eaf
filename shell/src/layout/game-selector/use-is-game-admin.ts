import { useEffect, useState } from 'react';
import { fetchActivePlayer } from '@progression/platform';

/** Whether the caller is an admin of the selected game (false while unknown, or with no game selected). */
export function useIsGameAdmin(selectedGameId: string | null): boolean {
  const [admin, setAdmin] = useState<{ gameId: string; isAdmin: boolean } | null>(null);
  useEffect(() => {
    if (!selectedGameId) return;
    const controller = new AbortController();
    fetchActivePlayer(selectedGameId, controller.signal).then(
      (player) => {
        if (!controller.signal.aborted) setAdmin({ gameId: selectedGameId, isAdmin: player.isAdmin });
      },
      () => {
        if (!controller.signal.aborted) setAdmin({ gameId: selectedGameId, isAdmin: false });
      },
    );
    return () => controller.abort();
  }, [selectedGameId]);
  return admin !== null && admin.gameId === selectedGameId && admin.isAdmin;
}
