import { messages, type MatchStanding } from '@progression/contracts';
import { Table, type TableColumn } from '@progression/ui';
import { winrate } from '../shared/winrate';
import { Place } from './Place';

const text = messages.matches.scoreColumns;
const columns: TableColumn<MatchStanding>[] = [
  { id: 'place', header: text.place, cell: (row) => <Place place={row.place} />, width: '48px' },
  { id: 'player', header: text.player, cell: (row) => row.username },
  { id: 'wins', header: text.wins, cell: (row) => row.wins, align: 'right' },
  { id: 'losses', header: text.losses, cell: (row) => row.losses, align: 'right' },
  {
    id: 'winrate',
    header: text.winrate,
    cell: (row) => messages.matches.winrate(winrate(row.wins, row.losses)),
    align: 'right',
  },
];

/** Every week's wins and losses per player, placed by the server (tied players share a place). */
export function StandingsTable({ standings }: { standings: readonly MatchStanding[] }) {
  return (
    <Table
      caption={messages.matches.standingsTitle}
      columns={columns}
      rows={standings}
      rowKey={(row) => row.userId}
      emptyText={messages.matches.noScores}
    />
  );
}
