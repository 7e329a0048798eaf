import { messages, type CollectionImportReport } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { Alert, Chip, Stack, Table, type TableColumn } from '@progression/ui';

const importTexts = messages.collection.import;

const refusalColumns: TableColumn<CollectionImportReport['refusals'][number]>[] = [
  { id: 'row', header: importTexts.row, cell: (refusal) => refusal.row, width: '4.5rem' },
  { id: 'reason', header: importTexts.reason, cell: (refusal) => refusal.message },
];

const mergeColumns: TableColumn<CollectionImportReport['merges'][number]>[] = [
  { id: 'row', header: importTexts.row, cell: (merge) => merge.row, width: '4.5rem' },
  { id: 'into', header: importTexts.merged, cell: (merge) => importTexts.mergedInto(merge.intoRow) },
];

/** What one import did: the copies added (or that it was done before), the counts, and every row refused or merged. */
export function ImportReport({ report }: { report: CollectionImportReport }) {
  return (
    <Stack $gap={3} aria-label={adminTexts.importReport}>
      {report.alreadyImported ? (
        <Alert severity="info">{importTexts.alreadyImported(report.playerName)}</Alert>
      ) : (
        <Alert severity={report.refused > 0 ? 'warning' : 'success'}>
          {importTexts.done(report.copies, report.playerName)}
        </Alert>
      )}
      <Stack
        $direction="row"
        $gap={1}
        $wrap
        aria-label={importTexts.summary(report.taken, report.merged, report.refused)}
      >
        <Chip color="success" label={`${importTexts.taken}: ${report.taken}`} />
        <Chip color="info" label={`${importTexts.merged}: ${report.merged}`} />
        <Chip
          color={report.refused > 0 ? 'error' : 'neutral'}
          label={`${importTexts.refused}: ${report.refused}`}
        />
      </Stack>
      {report.refusals.length > 0 && (
        <Table
          caption={importTexts.rowsRefused}
          columns={refusalColumns}
          rows={report.refusals}
          rowKey={(refusal) => refusal.row}
        />
      )}
      {report.merges.length > 0 && (
        <Table
          caption={importTexts.rowsMerged}
          columns={mergeColumns}
          rows={report.merges}
          rowKey={(merge) => merge.row}
        />
      )}
    </Stack>
  );
}
