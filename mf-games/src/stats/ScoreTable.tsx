import { messages, type MatchLegEntry } from '@progression/contracts';
import { Table, type TableColumn } from '@progression/ui';

const columns: TableColumn<MatchLegEntry & { rank: number }>[] = [
  { id: 'rank', header: '#', cell: (row) => row.rank, width: '48px' },
  { id: 'player', header: 'Player', cell: (row) => row.username },
  { id: 'points', header: 'Points', cell: (row) => row.points, align: 'right' },
  { id: 'wins', header: 'Wins', cell: (row) => row.wins, align: 'right' },
  { id: 'losses', header: 'Losses', cell: (row) => row.losses, align: 'right' },
];

/** One tab's table, in the order given (best first). */
export function ScoreTable({ caption, entries }: { caption: string; entries: readonly MatchLegEntry[] }) {
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={entries.map((entry, index) => ({ ...entry, rank: index + 1 }))}
      rowKey={(row) => row.userId}
      emptyText={messages.matches.noScores}
    />
  );
}
