import { formatDate, pageSizes, type ProgressionMode, texts } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Dialog, PlusIcon, Table, type TableColumn } from '@progression/ui';
import { useModes } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { ModeIcon } from './ModeIcon';
import { useNewMode } from './useNewMode';

const columns: TableColumn<ProgressionMode>[] = [
  {
    id: 'icon',
    header: <span aria-label={texts.games.icon} />,
    cell: (mode) => <ModeIcon name={mode.name} size={32} />,
    width: '56px',
  },
  { id: 'name', header: 'Name', cell: (mode) => mode.name },
  { id: 'weeks', header: 'Weeks', cell: (mode) => mode.weeks.length, align: 'right' },
  { id: 'created', header: 'Created on', cell: (mode) => formatDate(mode.created) },
];

interface ModePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (mode: ProgressionMode) => void;
}

/** Picks one of the caller's modes from a table (5 rows a page), or goes to make one. */
export function ModePickerDialog({ open, onOpenChange, onPick }: ModePickerDialogProps) {
  const modes = useModes();
  const newMode = useNewMode();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.games.selectProgressionMode}
      width={720}
      actions={
        <>
          <Button variant="text" onClick={() => navigate('/modes/overview')}>
            {texts.games.goToMyModes}
          </Button>
          <Button startIcon={<PlusIcon />} loading={newMode.creating} onClick={newMode.create}>
            {texts.games.newMode}
          </Button>
        </>
      }
    >
      <QueryState query={modes} what={texts.games.yourModesLower}>
        {(list) => (
          <Table
            caption={texts.games.yourModes}
            columns={columns}
            rows={list}
            rowKey={(mode) => mode.id}
            pageSize={pageSizes.modeTable}
            onRowClick={(mode) => {
              onPick(mode);
              onOpenChange(false);
            }}
            emptyText={texts.games.youHaveNoModesYet}
          />
        )}
      </QueryState>
    </Dialog>
  );
}
