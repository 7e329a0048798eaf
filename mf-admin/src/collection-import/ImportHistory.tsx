import { useCollectionImports } from '@progression/api-client';
import { formatDateTime, messages, type CollectionImportEntry } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { QueryState } from '@progression/platform/views';
import { Muted, Table, type TableColumn } from '@progression/ui';

const importTexts = messages.collection.import;

const columns: TableColumn<CollectionImportEntry>[] = [
  { id: 'when', header: adminTexts.whenColumn, cell: (entry) => formatDateTime(entry.at) },
  {
    id: 'what',
    header: adminTexts.whatColumn,
    // One column for who, what and the result, so the table fits a phone.
    cell: (entry) => (
      <>
        <div>{importTexts.historyEntry(entry.byUsername, entry.fileName, entry.playerName)}</div>
        <Muted>
          {adminTexts.importedCards(
            entry.copies,
            importTexts.summary(entry.taken, entry.merged, entry.refused),
          )}
        </Muted>
      </>
    ),
  },
];

/** The trail of CSV imports into the game's collections, or into one player's: who imported what, and when. */
export function ImportHistory({
  gameId,
  playerId,
  caption,
}: {
  gameId: string;
  playerId?: string;
  caption: string;
}) {
  const imports = useCollectionImports({ gameId, playerId });
  return (
    <QueryState query={imports} what={adminTexts.theImportHistory}>
      {(entries) => (
        <Table
          caption={caption}
          columns={columns}
          rows={entries}
          rowKey={(entry) => entry.id}
          emptyText={importTexts.noHistory}
        />
      )}
    </QueryState>
  );
}
