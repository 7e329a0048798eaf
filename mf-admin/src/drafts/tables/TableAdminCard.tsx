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
  Stack,
  Table,
  type TableColumn,
} from '@progression/ui';
import { ExtendDeadlineDialog } from './ExtendDeadlineDialog';
import { ReplaceByBotDialog } from './ReplaceByBotDialog';
import { tableProgress, type GameTable } from './table-list';

const text = messages.boosterDraft;

type Admin = ReturnType<typeof useTableAdmin>;

function seatColumns(table: DraftTableView, admin: Admin): TableColumn<TableSeat>[] {
  const running = table.status !== 'COMPLETE';
  return [
    { id: 'seat', header: text.seatColumns.seat, cell: (seat) => seat.name },
    {
      id: 'state',
      header: text.seatColumns.state,
      cell: (seat) => (
        <Stack $direction="row" $gap={1} $wrap>
          <Chip size="small" label={labels.tableSeatState[seat.state]} />
          {seat.kind === 'BOT' && <Chip size="small" variant="outlined" label={labels.tableSeatKind.BOT} />}
        </Stack>
      ),
    },
    { id: 'picks', header: text.seatColumns.picks, cell: (seat) => seat.picks, align: 'right' },
    {
      id: 'deadline',
      header: text.seatColumns.deadline,
      cell: (seat) => (seat.deadline ? formatDateTime(seat.deadline) : ''),
    },
    {
      id: 'actions',
      header: text.seatColumns.actions,
      cell: (seat) =>
        running && (
          <Stack $direction="row" $gap={1} $wrap>
            {seat.state === 'PICKING' && seat.kind === 'PLAYER' && (
              <ExtendDeadlineDialog
                seat={seat}
                pending={admin.extendDeadline.isPending}
                onExtend={admin.extendDeadline.mutateAsync}
              />
            )}
            {seat.kind === 'PLAYER' && seat.state !== 'DONE' && (
              <ReplaceByBotDialog
                seat={seat}
                pending={admin.replaceByBot.isPending}
                onReplace={admin.replaceByBot.mutateAsync}
              />
            )}
          </Stack>
        ),
    },
  ];
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
                action={
                  <Stack $direction="row" $gap={2} $align="center" $wrap>
                    <Chip size="small" label={labels.draftTableStatus[found.status]} />
                    <PauseButton table={found} admin={admin} />
                  </Stack>
                }
              />
              <CardContent>
                <LinearProgress
                  value={total === 0 ? 0 : (made / total) * 100}
                  label={text.progress(made, total)}
                />
                <Table
                  caption={text.seatsHeading}
                  columns={seatColumns(found, admin)}
                  rows={[...found.seats].sort((a, b) => a.seat - b.seat)}
                  rowKey={(seat) => seat.seat}
                />
              </CardContent>
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
