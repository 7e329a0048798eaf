import { messages, type SwissStanding } from '@progression/contracts';
import { Table, type TableColumn } from '@progression/ui';
import { Place } from './Place';

const text = messages.matches.scoreColumns;
const percent = (rate: number) => messages.matches.winrate((rate * 100).toFixed(2));
const columns: TableColumn<SwissStanding>[] = [
  { id: 'place', header: text.place, cell: (row) => <Place place={row.place} />, width: '48px' },
  { id: 'player', header: text.player, cell: (row) => row.username },
  { id: 'points', header: text.matchPoints, cell: (row) => row.matchPoints, align: 'right' },
  { id: 'wins', header: text.wins, cell: (row) => row.wins, align: 'right' },
  { id: 'losses', header: text.losses, cell: (row) => row.losses, align: 'right' },
  { id: 'byes', header: text.byes, cell: (row) => row.byes, align: 'right' },
  {
    id: 'omw',
    header: text.opponentsMatchWin,
    cell: (row) => percent(row.opponentsMatchWin),
    align: 'right',
  },
  { id: 'gw', header: text.gameWin, cell: (row) => percent(row.gameWin), align: 'right' },
];

/** The Swiss standings: placed by match points, then the tiebreakers the note names. */
export function SwissStandingsTable({ standings }: { standings: readonly SwissStanding[] }) {
  return (
    <>
      <Table
        caption={messages.matches.standingsTitle}
        columns={columns}
        rows={standings}
        rowKey={(row) => row.userId}
        emptyText={messages.matches.noScores}
      />
      <p>{messages.matches.tiebreakersNote}</p>
    </>
  );
}
