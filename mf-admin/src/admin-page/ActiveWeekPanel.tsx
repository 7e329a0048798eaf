import { useState } from 'react';
import { formatDay, isGameStarted, labels, messages, type Game } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  CalendarIcon,
  Chip,
  Muted,
  Stack,
  Text,
} from '@progression/ui';
import { StartNextWeekDialog } from './StartNextWeekDialog';

interface ActiveWeekPanelProps {
  game: Game;
  /** The admin's own unfinished drafts, once loaded. */
  activeDrafts?: number;
}

/** The banlist the active week plays under; none before week 1. */
function banlistText(game: Game): string | undefined {
  const week = game.weeks.find((candidate) => candidate.week === game.activeWeek);
  if (!week) return undefined;
  if (!week.banlist) return 'No banlist this week';
  return `${labels.banlistFormat[week.banlist.format]} banlist of ${formatDay(week.banlist.activeFrom)}`;
}

/**
 * One state, said once by the chip and the heading: not started (no week yet), week n in progress, or
 * complete after week n. A game with no week is never called in progress, whatever its status says.
 */
function weekState(game: Game): { chip: string; color: 'neutral' | 'success'; heading: string } {
  if (!isGameStarted(game))
    return { chip: messages.games.notStartedState, color: 'neutral', heading: messages.games.notStarted };
  const heading = messages.games.week(game.activeWeek);
  if (game.status === 'COMPLETE') return { chip: labels.gameStatus.COMPLETE, color: 'neutral', heading };
  return { chip: labels.gameStatus.IN_PROGRESS, color: 'success', heading };
}

/**
 * The active week, and Start next week (with its check of unplayed matches). A started week refreshes every
 * view of the game in the page, this panel included.
 */
export function ActiveWeekPanel({ game, activeDrafts }: ActiveWeekPanelProps) {
  const [open, setOpen] = useState(false);
  const complete = game.status === 'COMPLETE';
  const state = weekState(game);
  const banlist = banlistText(game);
  return (
    <Card aria-label={adminTexts.activeWeek}>
      <CardHeader
        avatar={<CalendarIcon size={28} />}
        title={adminTexts.activeWeek}
        action={<Chip size="small" color={state.color} label={state.chip} />}
      />
      <CardContent>
        <Stack $gap={1}>
          <Text size="xl" weight="semibold">
            {state.heading}
          </Text>
          {banlist && <Muted>{banlist}</Muted>}
          {activeDrafts !== undefined && <Muted>{adminTexts.youHaveUnfinished(activeDrafts)}</Muted>}
        </Stack>
      </CardContent>
      <CardActions $align="end">
        <Button disabled={complete} onClick={() => setOpen(true)}>
          {adminTexts.startNextWeek}
        </Button>
      </CardActions>
      <StartNextWeekDialog game={game} open={open} onOpenChange={setOpen} onStarted={() => setOpen(false)} />
    </Card>
  );
}
