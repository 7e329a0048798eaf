import { useState } from 'react';
import { formatDay, labels, messages, type Game } from '@progression/contracts';
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

function banlistText(game: Game): string {
  const week = game.weeks.find((candidate) => candidate.week === game.activeWeek);
  if (!week) return messages.games.notStarted;
  if (!week.banlist) return 'No banlist this week';
  return `${labels.banlistFormat[week.banlist.format]} banlist of ${formatDay(week.banlist.activeFrom)}`;
}

/**
 * The active week, and Start next week (with its check of unplayed matches). A started week refreshes every
 * view of the game in the page, this panel included.
 */
export function ActiveWeekPanel({ game, activeDrafts }: ActiveWeekPanelProps) {
  const [open, setOpen] = useState(false);
  const complete = game.status === 'COMPLETE';
  return (
    <Card aria-label="Active Week">
      <CardHeader
        avatar={<CalendarIcon size={28} />}
        title="Active Week"
        action={
          <Chip
            size="small"
            color={complete ? 'neutral' : 'success'}
            label={complete ? 'Complete' : 'In progress'}
          />
        }
      />
      <CardContent>
        <Stack $gap={1}>
          <Text size="xl" weight="semibold">
            {game.activeWeek === 0 ? 'Not started' : `Week ${game.activeWeek}`}
          </Text>
          <Muted>{banlistText(game)}</Muted>
          {activeDrafts !== undefined && (
            <Muted>
              You have {activeDrafts} unfinished {activeDrafts === 1 ? 'draft' : 'drafts'}
            </Muted>
          )}
        </Stack>
      </CardContent>
      <CardActions $align="end">
        <Button disabled={complete} onClick={() => setOpen(true)}>
          Start next week
        </Button>
      </CardActions>
      <StartNextWeekDialog game={game} open={open} onOpenChange={setOpen} onStarted={() => setOpen(false)} />
    </Card>
  );
}
