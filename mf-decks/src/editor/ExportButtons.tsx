import { decks } from '@progression/api-client';
import { messages } from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import { flash, flashFailure } from '@progression/platform';
import { Button, copyText } from '@progression/ui';

/** Export of the saved deck: a .ydk file to download, or a YDKe URL copied for a simulator. */
export function ExportButtons({ deckId, disabled }: { deckId: string; disabled: boolean }) {
  const downloadYdk = async () => {
    try {
      const file = await decks.export(deckId, 'ydk');
      const url = URL.createObjectURL(new Blob([file.content], { type: 'text/plain' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      flashFailure(error);
    }
  };
  const copyYdke = async () => {
    try {
      await copyText((await decks.export(deckId, 'ydke')).content);
      flash.success(messages.decks.copiedYdke);
    } catch (error) {
      flashFailure(error);
    }
  };
  return (
    <>
      <Button variant="outlined" disabled={disabled} onClick={() => void downloadYdk()}>
        {decksTexts.exportYdk}
      </Button>
      <Button variant="outlined" disabled={disabled} onClick={() => void copyYdke()}>
        {decksTexts.copyYdke}
      </Button>
    </>
  );
}
