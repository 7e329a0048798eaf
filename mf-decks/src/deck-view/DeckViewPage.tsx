import styled from 'styled-components';
import { useParams } from '@progression/router';
import { messages, type Deck } from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import { useActivePlayer, useCards, useDeck, usePlayers } from '@progression/api-client';
import { navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { ArrowBackIcon, Button, EditIcon, Heading, Muted, Stack } from '@progression/ui';
import { ReadOnlySection } from './ReadOnlySection';
import { DeckTools } from '../deck-tools/DeckTools';
import { deckEditPath } from '../deck-tools/deck-link';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1.5)};
  align-items: center;
`;

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
      <QueryState query={deck} what={decksTexts.theDeck}>
        {(found) => <DeckView deck={found} />}
      </QueryState>
    </div>
  );
}
