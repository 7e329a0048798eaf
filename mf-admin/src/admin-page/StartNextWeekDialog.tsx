import { useRef } from 'react';
import { usePlayersWithOpenMatches, useStartNextWeek } from '@progression/api-client';
import { layout, messages, type Game } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { flashFailure } from '@progression/platform';
import { Alert, Button, Dialog, DialogClose, Spinner, Stack } from '@progression/ui';

interface StartNextWeekDialogProps {
  game: Game;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (game: Game) => void;
}

function Check({ gameId }: { gameId: string }) {
  const check = usePlayersWithOpenMatches(gameId);
  if (check.isPending) return <Spinner label={adminTexts.checkingTheMatchesOfThis} />;
  if (check.isError) return <Alert severity="error">{adminTexts.theMatchesOfThisWeek}</Alert>;
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

/**
 * Start next week (800 px wide): who has unplayed matches, then Start week. The start names the week it
 * means (the active one + 1) and the button is off while it runs, so a double click starts one week.
 */
export function StartNextWeekDialog({ game, open, onOpenChange, onStarted }: StartNextWeekDialogProps) {
  const starting = useStartNextWeek();
  // A second click can arrive before the disabled button is rendered; this refuses it at once.
  const inFlight = useRef(false);
  const start = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    starting.mutate(game, {
      onSuccess: onStarted,
      onError: flashFailure,
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={layout.startNextWeekDialogWidth}
      title={adminTexts.startNextWeek}
      description={adminTexts.movesFromToWeek(game.name, game.activeWeek)}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="text" disabled={starting.isPending}>
              {adminTexts.cancel}
            </Button>
          </DialogClose>
          <Button loading={starting.isPending} onClick={start}>
            {adminTexts.startWeek(game.activeWeek + 1)}
          </Button>
        </>
      }
    >
      {open && <Check gameId={game.id} />}
    </Dialog>
  );
}
