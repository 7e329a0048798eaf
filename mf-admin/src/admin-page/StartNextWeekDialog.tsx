import { useState } from 'react';
import { layout, messages, type Game } from '@progression/contracts';
import { ApiError, fetchPlayersOfGame, flash, useReloadableRequest } from '@progression/platform';
import { Alert, Button, Dialog, DialogClose, Spinner, Stack } from '@progression/ui';
import { fetchMatchIssues, startNextWeek } from '../api/games';

interface StartNextWeekDialogProps {
  game: Game;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (game: Game) => void;
}

/** The usernames of players who still have matches to play this week. */
async function playersWithOpenMatches(gameId: string, signal: AbortSignal): Promise<string[]> {
  const [issues, players] = await Promise.all([
    fetchMatchIssues(gameId, signal),
    fetchPlayersOfGame(gameId, signal),
  ]);
  const names = new Map(players.map((player) => [player.id, player.username]));
  return issues.map((id) => names.get(id) ?? id);
}

function Check({ gameId }: { gameId: string }) {
  const [check] = useReloadableRequest(`advice:${gameId}`, (signal) =>
    playersWithOpenMatches(gameId, signal),
  );
  if (check.status === 'loading') return <Spinner label="Checking the matches of this week" />;
  if (check.status === 'error')
    return <Alert severity="error">The matches of this week could not be checked.</Alert>;
  if (check.data.length === 0) return <Alert severity="success">{messages.games.nextWeekReady}</Alert>;
  return (
    <Stack $gap={2}>
      {check.data.map((username) => (
        <Alert key={username} severity="warning">
          {messages.games.playerHasOpenMatches(username)}
        </Alert>
      ))}
    </Stack>
  );
}

/** Start next week (800 px wide): who has unplayed matches, then Start week. */
export function StartNextWeekDialog({ game, open, onOpenChange, onStarted }: StartNextWeekDialogProps) {
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      onStarted(await startNextWeek(game.id));
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 500))
        flash.error((error instanceof ApiError && error.serverMessage) || messages.errors.generic);
    } finally {
      setStarting(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={layout.startNextWeekDialogWidth}
      title="Start next week"
      description={`${game.name} moves from ${game.activeWeek === 0 ? 'its start' : `week ${game.activeWeek}`} to week ${game.activeWeek + 1}.`}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="text">Cancel</Button>
          </DialogClose>
          <Button loading={starting} onClick={() => void start()}>
            Start week {game.activeWeek + 1}
          </Button>
        </>
      }
    >
      {open && <Check gameId={game.id} />}
    </Dialog>
  );
}
