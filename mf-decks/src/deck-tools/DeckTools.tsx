import { useState } from 'react';
import { messages, type Card, type DeckCard } from '@progression/contracts';
import { flash } from '@progression/platform';
import { Button, copyText, DownloadIcon, LinkIcon } from '@progression/ui';
import { downloadBlob, drawDeckImage } from '../deck-image/draw-deck-image';
import { deckImageFileName } from '../deck-image/layout';
import { deckLink } from './deck-link';
import { SampleHandDialog } from './SampleHandDialog';

export interface DeckToolsProps {
  deck: { id: string; gameId: string; name: string; cards: readonly DeckCard[] };
  cardsById: Map<string, Card>;
}

/** Copies the link to the deck's read-only page, which any player of the game can open. */
export function CopyDeckLinkButton({ gameId, deckId }: { gameId: string; deckId: string }) {
  return (
    <Button
      variant="outlined"
      startIcon={<LinkIcon size="1em" />}
      onClick={() =>
        void copyText(deckLink(gameId, deckId)).then(
          () => flash.success(messages.deckTools.copiedLink),
          () => flash.error(messages.errors.generic),
        )
      }
    >
      {messages.deckTools.copyLink}
    </Button>
  );
}

/** Draws the deck as a PNG in the browser and downloads it under the deck's name. */
export function DownloadDeckImageButton({ deck, cardsById }: DeckToolsProps) {
  const [drawing, setDrawing] = useState(false);
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon size="1em" />}
      loading={drawing}
      onClick={async () => {
        setDrawing(true);
        try {
          downloadBlob(await drawDeckImage(deck, cardsById), deckImageFileName(deck.name));
        } catch {
          flash.error(messages.deckTools.imageFailed);
        } finally {
          setDrawing(false);
        }
      }}
    >
      {messages.deckTools.downloadImage}
    </Button>
  );
}

/** The tools any reader of a deck has: a sample hand, its link and its picture. */
export function DeckTools({ deck, cardsById }: DeckToolsProps) {
  return (
    <>
      <SampleHandDialog cards={deck.cards} cardsById={cardsById} />
      <CopyDeckLinkButton gameId={deck.gameId} deckId={deck.id} />
      <DownloadDeckImageButton deck={deck} cardsById={cardsById} />
    </>
  );
}
