import { formatDate, pageSizes, type ProgressionMode } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { navigate } from '@progression/platform';
import { Button, Dialog, PlusIcon, Table, type TableColumn, visuallyHidden } from '@progression/ui';
import styled from 'styled-components';
import { useModes } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { ModeIcon } from './ModeIcon';
import { useNewMode } from './useNewMode';

/** The icon column's name, for screen readers only (the icons speak for themselves on screen). */
const HiddenHeader = styled.span`
  ${visuallyHidden}
`;

const columns: TableColumn<ProgressionMode>[] = [
  {
    id: 'icon',
    header: <HiddenHeader>{gamesTexts.icon}</HiddenHeader>,
    cell: (mode) => <ModeIcon name={mode.name} size={32} />,
    width: '56px',
  },
  { id: 'name', header: gamesTexts.nameHeader, cell: (mode) => mode.name },
  { id: 'weeks', header: gamesTexts.weeks, cell: (mode) => mode.weeks.length, align: 'right' },
  { id: 'created', header: gamesTexts.createdOnHeader, cell: (mode) => formatDate(mode.created) },
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
      title={gamesTexts.selectProgressionMode}
      width={720}
      actions={
        <>
          <Button variant="text" onClick={() => navigate('/modes/overview')}>
            {gamesTexts.goToMyModes}
          </Button>
          <Button startIcon={<PlusIcon />} loading={newMode.creating} onClick={newMode.create}>
            {gamesTexts.newMode}
          </Button>
        </>
      }
    >
      <QueryState query={modes} what={gamesTexts.yourModesLower}>
        {(list) => (
          <Table
            caption={gamesTexts.yourModes}
            columns={columns}
            rows={list}
            rowKey={(mode) => mode.id}
            pageSize={pageSizes.modeTable}
            onRowClick={(mode) => {
              onPick(mode);
              onOpenChange(false);
            }}
            emptyText={gamesTexts.youHaveNoModesYet}
          />
        )}
      </QueryState>
    </Dialog>
  );
}
