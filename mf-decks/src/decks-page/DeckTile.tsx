import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardImageSize, formatDate, type Card as CardData, type Deck } from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import { CardImage } from '@progression/card-ui';
import { Button, Card, CardActions, CardContent, CardHeader, Chip, Muted } from '@progression/ui';

/*
 * One row of whole cards: a card that does not fit the tile's width wraps onto a second row, which is cut off.
 * A click opens the deck; keyboards and screen readers have the Edit button for that.
 */
const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  max-width: 100%;
  max-height: ${cardImageSize('small').height}px;
  overflow: hidden;
  cursor: pointer;
`;

/** Pictures of a few of the deck's cards. */
const previewCards = 4;

export interface DeckTileProps {
  deck: Deck;
  cardsById: Map<string, CardData>;
  onOpen: () => void;
  onCopy: () => void;
  onDelete: () => void;
  busy: boolean;
  /** The week's registration of this deck (its status and the Register button), when the week has one. */
  registration?: ReactNode;
}

/** A deck on the decks page: name, validity with its reasons, last change, a few cards, and its actions. */
export function DeckTile({ deck, cardsById, onOpen, onCopy, onDelete, busy, registration }: DeckTileProps) {
  const preview = deck.cards
    .map((entry) => cardsById.get(entry.cardId))
    .filter((card): card is CardData => card !== undefined)
    .slice(0, previewCards);
  return (
    <Card aria-label={deck.name}>
      <CardHeader
        title={deck.name}
        subheader={decksTexts.updated(formatDate(deck.updated))}
        action={
          <Chip
            size="small"
            color={deck.valid ? 'success' : 'error'}
            label={deck.valid ? decksTexts.valid : decksTexts.invalid}
          />
        }
      />
      <CardContent>
        {preview.length === 0 ? (
          <Muted>{decksTexts.noCardsYet}</Muted>
        ) : (
          <Preview aria-hidden data-testid="deck-preview" onClick={onOpen}>
            {preview.map((card, index) => (
              <CardImage key={`${card.id}:${index}`} card={card} size="small" decorative />
            ))}
          </Preview>
        )}
        {deck.reasons.length > 0 && (
          <ul aria-label={decksTexts.whyIsInvalid(deck.name)} style={{ margin: 0, paddingLeft: 18 }}>
            {deck.reasons.map((reason) => (
              <li key={reason}>
                <Muted as="span">{reason}</Muted>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardActions>
        <Button variant="outlined" onClick={onOpen}>
          {decksTexts.edit}
        </Button>
        <Button variant="text" disabled={busy} onClick={onCopy}>
          {decksTexts.copy}
        </Button>
        <Button variant="text" color="error" disabled={busy} onClick={onDelete}>
          {decksTexts.delete}
        </Button>
        {registration}
      </CardActions>
    </Card>
  );
}
