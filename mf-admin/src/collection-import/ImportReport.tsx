import { messages, type CollectionImportReport } from '@progression/contracts';
import { Alert, Chip, Stack, Table, type TableColumn } from '@progression/ui';

const texts = messages.collection.import;

const refusalColumns: TableColumn<CollectionImportReport['refusals'][number]>[] = [
  { id: 'row', header: texts.row, cell: (refusal) => refusal.row, width: '4.5rem' },
  { id: 'reason', header: texts.reason, cell: (refusal) => refusal.message },
];

const mergeColumns: TableColumn<CollectionImportReport['merges'][number]>[] = [
  { id: 'row', header: texts.row, cell: (merge) => merge.row, width: '4.5rem' },
  { id: 'into', header: texts.merged, cell: (merge) => texts.mergedInto(merge.intoRow) },
];

/** What one import did: the copies added (or that it was done before), the counts, and every row refused or merged. */
export function ImportReport({ report }: { report: CollectionImportReport }) {
  return (
    <Stack $gap={3} aria-label="Import report">
      {report.alreadyImported ? (
        <Alert severity="info">{texts.alreadyImported(report.playerName)}</Alert>
      ) : (
        <Alert severity={report.refused > 0 ? 'warning' : 'success'}>
          {texts.done(report.copies, report.playerName)}
        </Alert>
      )}
      <Stack
        $direction="row"
        $gap={1}
        $wrap
        aria-label={texts.summary(report.taken, report.merged, report.refused)}
      >
        <Chip color="success" label={`${texts.taken}: ${report.taken}`} />
        <Chip color="info" label={`${texts.merged}: ${report.merged}`} />
        <Chip
          color={report.refused > 0 ? 'error' : 'neutral'}
          label={`${texts.refused}: ${report.refused}`}
        />
      </Stack>
      {report.refusals.length > 0 && (
        <Table
          caption={texts.rowsRefused}
          columns={refusalColumns}
          rows={report.refusals}
          rowKey={(refusal) => refusal.row}
        />
      )}
      {report.merges.length > 0 && (
        <Table
          caption={texts.rowsMerged}
          columns={mergeColumns}
          rows={report.merges}
          rowKey={(merge) => merge.row}
        />
      )}
    </Stack>
  );
}
