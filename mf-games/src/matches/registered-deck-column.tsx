import { messages, type Match, type VisibleRegistration } from '@progression/contracts';
import { navigate, registeredDeckPath } from '@progression/platform';
import { Button, type TableColumn } from '@progression/ui';

const text = messages.deckRegistrations;

const key = (week: number, playerId: string) => `${week}:${playerId}`;

/**
 * Whether the caller may open the player's registered deck of the week, from the decks service's list of
 * what it shows them (`useVisibleRegistrations`): the server alone decides, and a player who registered
 * nothing that week is not in it.
 */
export function visibleRegistrationsOf(
  registrations: readonly VisibleRegistration[] | undefined,
): (week: number, playerId: string) => boolean {
  const visible = new Set((registrations ?? []).map(({ week, playerId }) => key(week, playerId)));
  return (week, playerId) => visible.has(key(week, playerId));
}

/**
 * The matches list's link to the opponent's registered deck (issue 25), on the caller's own matches: only
 * where the opponent registered a deck for the match's week that the decks service shows the caller (after
 * a reported result; the game's admin sees every one). Nothing while that list is not read.
 */
export function registeredDeckColumn(
  gameId: string,
  me: string,
  nameOf: (playerId: string) => string,
  mayView: (week: number, playerId: string) => boolean,
): TableColumn<Match> {
  return {
    id: 'registered-deck',
    header: text.matchColumn,
    cell: (match) => {
      const mine = match.firstPlayerId === me || match.secondPlayerId === me;
      if (!mine) return null;
      const opponent = match.firstPlayerId === me ? match.secondPlayerId : match.firstPlayerId;
      if (!mayView(match.weekNum, opponent)) return null;
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
