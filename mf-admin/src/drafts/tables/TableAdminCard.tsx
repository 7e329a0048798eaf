import { useDraftTable, useTableAdmin } from '@progression/api-client';
import {
  formatDateTime,
  labels,
  messages,
  type DraftTableView,
  type TableSeat,
} from '@progression/contracts';
import { flash, flashFailure } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  Muted,
  Stack,
  Text,
} from '@progression/ui';
import styled from 'styled-components';
import { ExtendDeadlineDialog } from './ExtendDeadlineDialog';
import { ReplaceByBotDialog } from './ReplaceByBotDialog';
import { tableProgress, type GameTable } from './table-list';

const text = messages.boosterDraft;

type Admin = ReturnType<typeof useTableAdmin>;

const Seats = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A seat's facts on the left, its actions on the right; on a phone the actions wrap under the facts.
const Seat = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

/** One seat: who sits there, its state and picks, when its pick is due, and what the admin can do. */
function SeatRow({ seat, running, admin }: { seat: TableSeat; running: boolean; admin: Admin }) {
  return (
    <Seat aria-label={seat.name}>
      <Stack $gap={1}>
        <Stack $direction="row" $gap={2} $align="center" $wrap>
          <Text weight="semibold">{seat.name}</Text>
          <Chip size="small" label={labels.tableSeatState[seat.state]} />
          {seat.kind === 'BOT' && <Chip size="small" variant="outlined" label={labels.tableSeatKind.BOT} />}
        </Stack>
        <Muted size="xs">
          {seat.deadline
            ? text.picksAndDue(text.picksMade(seat.picks), formatDateTime(seat.deadline))
            : text.picksMade(seat.picks)}
        </Muted>
      </Stack>
      {running && seat.kind === 'PLAYER' && (
        <Stack $direction="row" $gap={1} $wrap>
          {seat.state === 'PICKING' && (
            <ExtendDeadlineDialog
              seat={seat}
              pending={admin.extendDeadline.isPending}
              onExtend={admin.extendDeadline.mutateAsync}
            />
          )}
          {seat.state !== 'DONE' && (
            <ReplaceByBotDialog
              seat={seat}
              pending={admin.replaceByBot.isPending}
              onReplace={admin.replaceByBot.mutateAsync}
            />
          )}
        </Stack>
      )}
    </Seat>
  );
}

/** The table's pause or resume button, with its flash. */
function PauseButton({ table, admin }: { table: DraftTableView; admin: Admin }) {
  if (table.status === 'COMPLETE') return null;
  const paused = table.status === 'PAUSED';
  const action = paused ? admin.resume : admin.pause;
  return (
    <Button
      variant="outlined"
      size="small"
      loading={action.isPending}
      onClick={() =>
        action
          .mutateAsync()
          .then(() => flash.success(paused ? text.tableResumedDone : text.tablePausedDone), flashFailure)
      }
    >
      {paused ? text.resumeTable : text.pauseTable}
    </Button>
  );
}

/** One booster draft table for the game's admin: its progress, seats, and the admin's controls. */
export function TableAdminCard({ entry }: { entry: GameTable }) {
  const table = useDraftTable(entry.draftId);
  const admin = useTableAdmin(entry.draftId);
  const title = text.tableOf(entry.week, entry.stage);
  return (
    <Card aria-label={title}>
      <QueryState query={table} what={text.tableWhat}>
        {(found) => {
          const { made, total } = tableProgress(found);
          return (
            <>
              <CardHeader
                title={title}
                titleLevel={3}
                subheader={text.progress(made, total)}
                action={<Chip size="small" label={labels.draftTableStatus[found.status]} />}
              />
              <CardContent>
                <Stack $gap={3}>
                  <LinearProgress
                    value={total === 0 ? 0 : (made / total) * 100}
                    label={text.progress(made, total)}
                  />
                  <div>
                    <PauseButton table={found} admin={admin} />
                  </div>
                  <Seats aria-label={text.seatsHeading}>
                    {[...found.seats]
                      .sort((a, b) => a.seat - b.seat)
                      .map((seat) => (
                        <SeatRow
                          key={seat.seat}
                          seat={seat}
                          running={found.status !== 'COMPLETE'}
                          admin={admin}
                        />
                      ))}
                  </Seats>
                </Stack>
              </CardContent>
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
