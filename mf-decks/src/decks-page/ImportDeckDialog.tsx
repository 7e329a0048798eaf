import { useState } from 'react';
import { deckTextForm, labels, messages, type DeckImportResponse } from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import { useImportDeck } from '@progression/api-client';
import { ApiError, flashFailure } from '@progression/platform';
import { Button, Dialog, Muted, Stack, Text, TextArea, TextField } from '@progression/ui';

const listStyle = { margin: 0, paddingLeft: '1.25rem', overflowWrap: 'anywhere' } as const;

/** What an import left out, in words. */
function ImportReport({ report }: { report: DeckImportResponse['report'] }) {
  const { notOwned, unknownNames, unknownPasscodes, sideDeckCards } = report;
  const clean =
    unknownPasscodes.length === 0 &&
    unknownNames.length === 0 &&
    notOwned.length === 0 &&
    sideDeckCards === 0;
  if (clean) return <Text>{messages.decks.importEveryCard}</Text>;
  return (
    <Stack as="section" $gap={1} aria-label={messages.decks.importLeftOut}>
      {unknownNames.length > 0 && (
        <>
          <Text weight="semibold" id="import-unknown-names">
            {messages.decks.importUnknownNamesTitle}
          </Text>
          <ul style={listStyle} aria-labelledby="import-unknown-names">
            {unknownNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
      {notOwned.length > 0 && (
        <>
          <Text weight="semibold" id="import-not-owned">
            {messages.decks.importNotOwnedTitle}
          </Text>
          <ul style={listStyle} aria-labelledby="import-not-owned">
            {notOwned.map((entry) => (
              <li key={entry.cardId}>
                {messages.decks.importNotOwned(entry.name, entry.imported, entry.requested)}
              </li>
            ))}
          </ul>
        </>
      )}
      {unknownPasscodes.length > 0 && (
        <Text style={{ overflowWrap: 'anywhere' }}>
          {messages.decks.importUnknownPasscodes(unknownPasscodes.join(', '))}
        </Text>
      )}
      {sideDeckCards > 0 && <Text>{messages.decks.importSideDeck(sideDeckCards)}</Text>}
    </Stack>
  );
}

/**
 * Import a deck into a new deck from one field that takes a YDKe URL (inside chat text too), a .ydk file's
 * text or a card list, or from a file; says which form it reads, then shows what was left out before
 * going to the deck.
 */
export function ImportDeckDialog({ gameId, onOpen }: { gameId: string; onOpen: (deckId: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<DeckImportResponse | null>(null);
  const importDeck = useImportDeck();
  const reset = () => {
    setName('');
    setText('');
    setFileName('');
    setError(undefined);
    setResult(null);
  };
  const pasted = text.trim() !== '';
  const form = pasted ? labels.deckImportForm[deckTextForm(text)] : undefined;
  const submit = async () => {
    if (!pasted || !name.trim()) return;
    try {
      setResult(await importDeck.mutateAsync({ gameId, name: name.trim(), text }));
    } catch (failure) {
      // A deck the server cannot read is said beside the field, the text kept to correct.
      const fieldError =
        failure instanceof ApiError && failure.status === 400 ? failure.serverMessage : undefined;
      if (fieldError) setError(fieldError);
      else flashFailure(failure);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      title={messages.decks.importTitle}
      trigger={<Button variant="outlined">{decksTexts.import}</Button>}
      actions={
        result ? (
          <Button onClick={() => onOpen(result.deck.id)}>{decksTexts.goToDeck}</Button>
        ) : (
          <Button
            loading={importDeck.isPending}
            disabled={!pasted || !name.trim()}
            onClick={() => void submit()}
          >
            {decksTexts.import}
          </Button>
        )
      }
    >
      {result ? (
        <Stack $gap={2}>
          <Text>{messages.decks.deckCreated(result.deck.name)}</Text>
          <Muted>{messages.decks.importReadAs(labels.deckImportForm[result.form])}</Muted>
          <ImportReport report={result.report} />
        </Stack>
      ) : (
        <Stack $gap={2}>
          <TextField
            label={decksTexts.deckName}
            value={name}
            maxLength={100}
            fullWidth
            onChange={(event) => setName(event.target.value)}
          />
          <TextArea
            label={messages.decks.importPasteLabel}
            helperText={messages.decks.importPasteHint}
            error={error}
            value={text}
            rows={6}
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
          <Muted role="status" aria-live="polite">
            {form ? messages.decks.importReadAs(form) : ''}
          </Muted>
          <label style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
            <Text as="span" size="sm" weight="semibold">
              {messages.decks.importFileLabel}
            </Text>
            <input
              type="file"
              accept=".ydk,.txt,text/plain"
              style={{ maxWidth: '100%' }}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                setText(await file.text());
                setFileName(file.name);
                setError(undefined);
                if (!name) setName(file.name.replace(/\.(ydk|txt)$/i, ''));
              }}
            />
          </label>
          {fileName && <Muted>{fileName}</Muted>}
        </Stack>
      )}
    </Dialog>
  );
}
