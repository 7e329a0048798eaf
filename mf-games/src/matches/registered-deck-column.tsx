import { messages, type Match } from '@progression/contracts';
import { navigate, registeredDeckPath } from '@progression/platform';
import { Button, type TableColumn } from '@progression/ui';

const text = messages.deckRegistrations;

/**
 * The matches list's link to the opponent's registered deck (issue 25), on the caller's own matches with
 * a reported result: from then on the decks service shows it to them.
 */
export function registeredDeckColumn(
  gameId: string,
  me: string,
  nameOf: (playerId: string) => string,
): TableColumn<Match> {
  return {
    id: 'registered-deck',
    header: text.matchColumn,
    cell: (match) => {
      const mine = match.firstPlayerId === me || match.secondPlayerId === me;
      if (!mine || !match.winnerId) return null;
      const opponent = match.firstPlayerId === me ? match.secondPlayerId : match.firstPlayerId;
      return (
        <Button
          variant="text"
          aria-label={text.viewOpponentDeck(nameOf(opponent))}
          onClick={() => navigate(registeredDeckPath(gameId, opponent, match.weekNum))}
        >
          {text.view}
        </Button>
      );
    },
  };
}
