import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { deckZoneNames, messages, type Card, type Deck, type DeckZone } from '@progression/contracts';
import { useActivePlayer, useCards, useDeck, usePlayers } from '@progression/api-client';
import { CardImage } from '@progression/card-ui';
import { navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { ArrowBackIcon, Button, EditIcon, Heading, Muted, Stack, Text } from '@progression/ui';
import { sectionBounds, sectionSize } from '../editor/deck-cards';
import { DeckTools } from '../deck-tools/DeckTools';
import { deckEditPath } from '../deck-tools/deck-link';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1.5)};
  align-items: center;
`;

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
function ReadOnlySection({
  deck,
  zone,
  cardsById,
}: {
  deck: Deck;
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

function DeckView({ deck }: { deck: Deck }) {
  const fetched = useCards(deck.cards.map((entry) => entry.cardId));
  const cardsById = new Map(fetched.data ?? []);
  const me = useActivePlayer(deck.gameId);
  const players = usePlayers(deck.gameId);
  const owner = players.data?.find((player) => player.id === deck.playerId);
  const mine = me.data?.id === deck.playerId;
  return (
    <Stack $gap={3}>
      <Stack $gap={1}>
        <Heading level={1} look={3}>
          {deck.name}
        </Heading>
        {owner && <Muted>{messages.deckTools.ownerDeck(owner.username)}</Muted>}
        {me.data && !mine && <Muted>{messages.deckTools.readOnly}</Muted>}
      </Stack>
      <Toolbar>
        <Button
          variant="text"
          startIcon={<ArrowBackIcon size="1em" />}
          onClick={() => navigate(`/games/game/${encodeURIComponent(deck.gameId)}/decks`)}
        >
          {messages.deckTools.backToDecks}
        </Button>
        {mine && (
          <Button
            startIcon={<EditIcon size="1em" />}
            onClick={() => navigate(deckEditPath(deck.gameId, deck.id))}
          >
            {messages.deckTools.editDeck}
          </Button>
        )}
        <DeckTools deck={deck} cardsById={cardsById} />
      </Toolbar>
      {(['MAIN_DECK', 'EXTRA_DECK'] as const).map((zone) => (
        <ReadOnlySection key={zone} deck={deck} zone={zone} cardsById={cardsById} />
      ))}
    </Stack>
  );
}

/** /games/game/{id}/decks/{deckId}/view: a deck as any player of its game sees it, from its shared link. */
export function DeckViewPage() {
  const { deckId = '' } = useParams();
  const deck = useDeck(deckId);
  return (
    <div style={{ padding: 24 }}>
      <QueryState query={deck} what="the deck">
        {(found) => <DeckView deck={found} />}
      </QueryState>
    </div>
  );
}
