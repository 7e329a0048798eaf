import { useImportCollection } from '@progression/api-client';
import { messages, type CollectionImportReport, type Player } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { flashFailure } from '@progression/platform';
import { Button, Dialog, Muted, Stack } from '@progression/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ImportHistory } from './ImportHistory';
import { ImportReport } from './ImportReport';

const importTexts = messages.collection.import;

const FileField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};

  label {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }

  input[type='file'] {
    max-width: 100%;
    /* The browser's own "Choose file" button follows the theme. */
    color-scheme: ${({ theme }) => theme.mode};
    color: ${({ theme }) => theme.palette.text.primary};
    font: inherit;
  }

  input[type='file']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
`;

/**
 * Import collection (the game's admin), for one player: choose a CSV, import it, read the report of the
 * rows taken, merged and refused, and the player's import history.
 */
export function ImportCollectionDialog({ player }: { player: Player }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CollectionImportReport | null>(null);
  const importing = useImportCollection({ gameId: player.gameId, playerId: player.id });
  const inputId = useId();
  const hintId = useId();
  const reset = () => {
    setFile(null);
    setReport(null);
  };
  const submit = async () => {
    if (!file) return;
    try {
      setReport(await importing.mutateAsync({ csv: file, fileName: file.name }));
    } catch (error) {
      flashFailure(error);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      width={720}
      title={importTexts.dialogTitle(player.username)}
      trigger={
        <Button variant="outlined" size="small" aria-label={importTexts.actionFor(player.username)}>
          {importTexts.action}
        </Button>
      }
      actions={
        report ? (
          <>
            <Button variant="text" onClick={reset}>
              {adminTexts.importAnotherFile}
            </Button>
            <Button onClick={() => setOpen(false)}>{adminTexts.done}</Button>
          </>
        ) : (
          <>
            <Button variant="text" onClick={() => setOpen(false)}>
              {adminTexts.cancel}
            </Button>
            <Button loading={importing.isPending} disabled={!file} onClick={() => void submit()}>
              {importing.isPending ? importTexts.importing : importTexts.submit}
            </Button>
          </>
        )
      }
    >
      <Stack $gap={4}>
        {report ? (
          <ImportReport report={report} />
        ) : (
          <Stack $gap={2}>
            <Muted id={hintId}>{importTexts.explanation}</Muted>
            <FileField>
              <label htmlFor={inputId}>{importTexts.chooseFile}</label>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                aria-describedby={hintId}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </FileField>
          </Stack>
        )}
        <ImportHistory
          gameId={player.gameId}
          playerId={player.id}
          caption={importTexts.historyOf(player.username)}
        />
      </Stack>
    </Dialog>
  );
}
