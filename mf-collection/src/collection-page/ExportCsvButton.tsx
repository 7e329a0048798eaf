import { useState } from 'react';
import { collection, type CollectionOwner } from '@progression/api-client';
import { messages } from '@progression/contracts';
import { flashFailure } from '@progression/platform';
import { Button } from '@progression/ui';

/** Saves text as a file through a temporary link (the browser's own download). */
function saveFile(text: string, fileName: string) {
  // The body is read as text, which drops the BOM: put it back so spreadsheets read UTF-8.
  const blob = new Blob([`\uFEFF${text.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export CSV: the whole collection in YGOPRODeck's collection layout, whatever the filters. */
export function ExportCsvButton({ owner }: { owner: CollectionOwner }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await collection.exportCsv(owner), 'collection.csv');
    } catch (error) {
      flashFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" loading={busy} onClick={() => void download()}>
      {messages.collection.exportCsv}
    </Button>
  );
}
