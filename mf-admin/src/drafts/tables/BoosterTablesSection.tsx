import { messages, type PackDraft } from '@progression/contracts';
import { Grid, Muted, Section } from '@progression/ui';
import { TableAdminCard } from './TableAdminCard';
import { tablesOfGame } from './table-list';

/** The draft admin's booster draft tables: each table's progress and controls. */
export function BoosterTablesSection({ drafts }: { drafts: readonly PackDraft[] }) {
  const tables = tablesOfGame(drafts);
  return (
    <Section title={messages.boosterDraft.adminHeading}>
      {tables.length === 0 ? (
        <Muted>{messages.boosterDraft.noTables}</Muted>
      ) : (
        <Grid $columns={{ xs: 1, lg: 2 }}>
          {tables.map((entry) => (
            <TableAdminCard key={entry.tableId} entry={entry} />
          ))}
        </Grid>
      )}
    </Section>
  );
}
