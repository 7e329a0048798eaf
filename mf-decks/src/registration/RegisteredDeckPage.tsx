import { useParams, useSearchParams } from '@progression/router';
import { formatDateTime, messages, type DeckRegistration } from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import { useActivePlayer, useCards, usePlayerRegistration, usePlayers } from '@progression/api-client';
import { ApiError, navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Alert, ArrowBackIcon, Button, Heading, Muted, Stack } from '@progression/ui';
import { ReadOnlySection } from '../deck-view/ReadOnlySection';
import { RegistrationVerdict } from './RegistrationVerdict';

const text = messages.deckRegistrations;

function RegisteredDeck({ registration }: { registration: DeckRegistration }) {
  const fetched = useCards(registration.cards.map((entry) => entry.cardId));
  const cardsById = new Map(fetched.data ?? []);
  const me = useActivePlayer(registration.gameId);
  const owner = usePlayers(registration.gameId).data?.find((player) => player.id === registration.playerId);
  // Until the players are read, the copy's name stands in for whose it is.
  const title =
    me.data?.id === registration.playerId
      ? text.yourRegistration(registration.week)
      : owner
        ? text.opponentDeckTitle(owner.username, registration.week)
        : registration.name;
  return (
    <Stack $gap={3}>
      <Stack $gap={1}>
        <Heading level={1} look={3}>
          {title}
        </Heading>
        <Muted>{text.registeredCopy(registration.name, formatDateTime(registration.registeredAt))}</Muted>
        <Muted>{messages.deckTools.readOnly}</Muted>
        <Stack $direction="row" $gap={1} $align="center" style={{ flexWrap: 'wrap' }}>
          <RegistrationVerdict registration={registration} />
        </Stack>
      </Stack>
      {(['MAIN_DECK', 'EXTRA_DECK'] as const).map((zone) => (
        <ReadOnlySection key={zone} deck={registration} zone={zone} cardsById={cardsById} />
      ))}
    </Stack>
  );
}

/**
 * /games/game/{id}/decks/registered/{playerId}?week=n: a registered deck, read-only. The server decides who
 * may see it (its player, the admin, an opponent after their reported match); anyone else reads that there
 * is no registered deck to see, whether there is one or not.
 */
export function RegisteredDeckPage() {
  const { gameId = '', playerId = '' } = useParams();
  const [search] = useSearchParams();
  const weekParam = Number(search.get('week'));
  const week = Number.isInteger(weekParam) && weekParam > 0 ? weekParam : undefined;
  const registration = usePlayerRegistration(gameId, playerId, week);
  const hidden = registration.error instanceof ApiError && registration.error.status === 404;
  return (
    <Stack $gap={3} style={{ padding: 24 }}>
      <div>
        <Button
          variant="text"
          startIcon={<ArrowBackIcon size="1em" />}
          onClick={() => navigate(`/games/game/${encodeURIComponent(gameId)}/decks`)}
        >
          {messages.deckTools.backToDecks}
        </Button>
      </div>
      {hidden ? (
        <Stack $gap={2}>
          <Heading level={1} look={3}>
            {decksTexts.registeredDeck}
          </Heading>
          <Alert severity="info">{text.notFound}</Alert>
        </Stack>
      ) : (
        <QueryState query={registration} what={decksTexts.theRegisteredDeck}>
          {(found) => <RegisteredDeck registration={found} />}
        </QueryState>
      )}
    </Stack>
  );
}
