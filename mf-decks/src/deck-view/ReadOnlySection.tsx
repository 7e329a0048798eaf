import styled from 'styled-components';
import { deckZoneNames, messages, type Card, type Deck, type DeckZone } from '@progression/contracts';
import { CardImage } from '@progression/card-ui';
import { Heading, Muted, Stack, Text } from '@progression/ui';
import { sectionBounds, sectionSize } from '../editor/deck-cards';

const Cards = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

/** One section as it is, a picture per card with its copies ("3x"); the reader changes nothing. */
export function ReadOnlySection({
  deck,
  zone,
  cardsById,
}: {
  /** A deck, or a registered copy of one: only its cards are read. */
  deck: Pick<Deck, 'cards'>;
  zone: DeckZone;
  cardsById: Map<string, Card>;
}) {
  const entries = deck.cards.filter((entry) => entry.zone === zone);
  const title = deckZoneNames[zone];
  const headingId = `deck-view-${zone}`;
  return (
    <Stack as="section" $gap={1} aria-labelledby={headingId}>
      <Heading level={2} look={5} id={headingId}>
        {messages.decks.sectionCount(title, sectionSize(deck.cards, zone), sectionBounds(zone).max)}
      </Heading>
      {entries.length === 0 ? (
        <Muted>{messages.deckTools.emptySection}</Muted>
      ) : (
        <Cards aria-label={title}>
          {entries.map((entry) => {
            const card = cardsById.get(entry.cardId);
            return (
              <Entry key={entry.cardId}>
                {card ? <CardImage card={card} size="small" /> : <Muted>{entry.cardId}</Muted>}
                <Text size="sm" weight="semibold">
                  {`${entry.quantity}x`}
                </Text>
              </Entry>
            );
          })}
        </Cards>
      )}
    </Stack>
  );
}
