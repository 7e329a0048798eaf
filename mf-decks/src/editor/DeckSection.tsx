import { useRef } from 'react';
import styled from 'styled-components';
import {
  cardImageSize,
  deckZoneNames,
  extraDeckRows,
  fittingColumns,
  type Card,
  type DeckCard,
  type DeckZone,
} from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import { useElementWidth } from '@progression/card-ui';
import { Muted, Text } from '@progression/ui';
import { sectionBounds, sectionSize, slotsOf } from './deck-cards';
import { DeckSlot } from './DeckSlot';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Grid = styled.ol<{ $columns: number; $minRows: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  grid-auto-rows: min-content;
  min-height: ${({ $minRows }) => $minRows * (cardImageSize('small').height + 6)}px;
  gap: 6px;
  margin: 0;
  padding: 6px;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surfaceSunken};
`;

export interface DeckSectionProps {
  zone: DeckZone;
  cards: DeckCard[];
  cardsById: Map<string, Card>;
  newCardId: string | null;
  onRemove: (cardId: string) => void;
  onShow: (card: Card) => void;
}

/** A section's grid ("Main Deck 40 / 60"), columns by its width; the extra deck keeps room for 15. */
export function DeckSection({ zone, cards, cardsById, newCardId, onRemove, onShow }: DeckSectionProps) {
  const ref = useRef<HTMLOListElement>(null);
  const width = useElementWidth(ref);
  // The spec's columns for the width, fewer where a whole card would not fit in one (on a phone).
  const columns = fittingColumns((width || 1000) - 12, cardImageSize('small').width, 6);
  const slots = slotsOf(cards, zone);
  const size = sectionSize(cards, zone);
  const bounds = sectionBounds(zone);
  const title = deckZoneNames[zone];
  return (
    <Section aria-label={title}>
      <Text weight="semibold">
        {title}{' '}
        <Muted as="span" aria-label={decksTexts.cardsTo(size, bounds.min, bounds.max)}>
          {size} / {bounds.max}
        </Muted>
      </Text>
      <Grid ref={ref} $columns={columns} $minRows={zone === 'EXTRA_DECK' ? extraDeckRows(columns) : 2}>
        {/* Slots are drawn once the width is known (before the first paint), not twice on mount. */}
        {width !== undefined &&
          slots.map(({ cardId, copy }) => {
            const card = cardsById.get(cardId);
            return (
              <li key={`${cardId}:${copy}`}>
                {card ? (
                  <DeckSlot
                    card={card}
                    zone={zone}
                    copy={copy}
                    isNew={
                      cardId === newCardId &&
                      copy === slots.filter((slot) => slot.cardId === cardId).length - 1
                    }
                    onRemove={() => onRemove(cardId)}
                    onShow={() => onShow(card)}
                  />
                ) : (
                  <Muted>{cardId}</Muted>
                )}
              </li>
            );
          })}
      </Grid>
    </Section>
  );
}
