import { useState } from 'react';
import { messages, type DeckImportResponse } from '@progression/contracts';
import { useImportDeck } from '@progression/api-client';
import { flashFailure } from '@progression/platform';
import { Button, Dialog, Muted, Stack, Text, TextField } from '@progression/ui';

/** What an import left out, in words. */
function ImportReport({ report }: { report: DeckImportResponse['report'] }) {
  const clean =
    report.unknownPasscodes.length === 0 && report.notOwned.length === 0 && report.sideDeckCards === 0;
  if (clean) return <Text>Every card was imported.</Text>;
  return (
    <Stack $gap={1} aria-label="What was left out">
      {report.notOwned.length > 0 && (
        <>
          <Text weight="semibold">Copies you do not own</Text>
          <ul style={{ margin: 0 }}>
            {report.notOwned.map((entry) => (
              <li key={entry.cardId}>
                {entry.name}: {entry.imported} of {entry.requested} imported
              </li>
            ))}
          </ul>
        </>
      )}
      {report.unknownPasscodes.length > 0 && (
        <Text>Unknown cards (passcodes): {report.unknownPasscodes.join(', ')}</Text>
      )}
      {report.sideDeckCards > 0 && (
        <Text>{report.sideDeckCards} side deck cards are not part of a league deck.</Text>
      )}
    </Stack>
  );
}

/**
 * Import a deck from a .ydk file or a pasted YDKe URL into a new deck, then show what was left out before
 * going to it.
 */
export function ImportDeckDialog({ gameId, onOpen }: { gameId: string; onOpen: (deckId: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [ydk, setYdk] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [ydke, setYdke] = useState('');
  const [result, setResult] = useState<DeckImportResponse | null>(null);
  const importDeck = useImportDeck();
  const reset = () => {
    setName('');
    setYdk(null);
    setFileName('');
    setYdke('');
    setResult(null);
  };
  const source = ydk !== null ? { ydk } : ydke.trim() ? { ydke: ydke.trim() } : null;
  const submit = async () => {
    if (!source || !name.trim()) return;
    try {
      setResult(await importDeck.mutateAsync({ gameId, name: name.trim(), ...source }));
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
      title="Import a deck"
      trigger={<Button variant="outlined">Import</Button>}
      actions={
        result ? (
          <Button onClick={() => onOpen(result.deck.id)}>Go to deck</Button>
        ) : (
          <Button
            loading={importDeck.isPending}
            disabled={!source || !name.trim()}
            onClick={() => void submit()}
          >
            Import
          </Button>
        )
      }
    >
      {result ? (
        <Stack $gap={2}>
          <Text>{messages.decks.deckCreated(result.deck.name)}</Text>
          <ImportReport report={result.report} />
        </Stack>
      ) : (
        <Stack $gap={2}>
          <TextField
            label="Deck name"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
          <label>
            <Text as="span" weight="semibold">
              A .ydk file
            </Text>{' '}
            <input
              type="file"
              accept=".ydk,text/plain"
              aria-label="A .ydk file"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                setYdk(file ? await file.text() : null);
                setFileName(file?.name ?? '');
                if (file && !name) setName(file.name.replace(/\.ydk$/i, ''));
              }}
            />
          </label>
          {fileName && <Muted>{fileName}</Muted>}
          <TextField
            label="or a YDKe URL"
            placeholder="ydke://…"
            value={ydke}
            disabled={ydk !== null}
            onChange={(event) => setYdke(event.target.value)}
          />
        </Stack>
      )}
    </Dialog>
  );
}
