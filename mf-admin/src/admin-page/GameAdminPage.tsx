import { useParams } from 'react-router-dom';
import { Alert, Button, Grid, Page, Spinner, Stack } from '@progression/ui';
import { fetchActivePlayer, fetchGameById, useReloadableRequest } from '@progression/platform';
import { ActiveWeekPanel } from './ActiveWeekPanel';

/** The game admin page: the Active Week panel in the left column. */
export function GameAdminPage() {
  const { gameId = '' } = useParams();
  const [game, reloadGame] = useReloadableRequest(`game:${gameId}`, (signal) =>
    fetchGameById(gameId, signal),
  );
  const [player, reloadPlayer] = useReloadableRequest(`player:${gameId}`, (signal) =>
    fetchActivePlayer(gameId, signal),
  );

  // Starting a week changes the game, the players' drafts and the active player: all are read again.
  const refresh = () => {
    reloadGame();
    reloadPlayer();
  };

  if (game.status === 'loading')
    return (
      <Stack $align="center">
        <Spinner label="Loading the game" size={32} />
      </Stack>
    );
  if (game.status === 'error')
    return (
      <Alert
        severity="error"
        action={
          <Button variant="text" onClick={reloadGame}>
            Try again
          </Button>
        }
      >
        The game could not be loaded.
      </Alert>
    );
  return (
    <Page as="div" title="Game admin" subtitle={game.data.name}>
      <Grid $columns={{ xs: 1, lg: 2 }}>
        <Stack $gap={4}>
          <ActiveWeekPanel
            game={game.data}
            activeDrafts={player.status === 'success' ? player.data.activeDrafts.length : undefined}
            onWeekStarted={refresh}
          />
        </Stack>
      </Grid>
    </Page>
  );
}
