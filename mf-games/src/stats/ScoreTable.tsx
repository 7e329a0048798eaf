import { messages, type MatchLegEntry } from '@progression/contracts';
import { Table, type TableColumn } from '@progression/ui';
import { Place } from './Place';

const text = messages.matches.scoreColumns;
const columns: TableColumn<MatchLegEntry>[] = [
  { id: 'place', header: text.place, cell: (row) => <Place place={row.place} />, width: '48px' },
  { id: 'player', header: text.player, cell: (row) => row.username },
  { id: 'points', header: text.points, cell: (row) => row.points, align: 'right' },
  { id: 'wins', header: text.wins, cell: (row) => row.wins, align: 'right' },
  { id: 'losses', header: text.losses, cell: (row) => row.losses, align: 'right' },
];

/** One tab's table, in the order the server placed it (tied players share a place). */
export function ScoreTable({ caption, entries }: { caption: string; entries: readonly MatchLegEntry[] }) {
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={entries}
      rowKey={(row) => row.userId}
      emptyText={messages.matches.noScores}
    />
  );
}
