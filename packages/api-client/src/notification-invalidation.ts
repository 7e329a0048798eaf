import type { Notification } from '@progression/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from './keys';

// Every rewards query lives under this prefix (lists, tracks, claims): invalidating it refreshes them all.
const rewards = ['rewards'] as const;

/**
 * The one place that says which queries a notification makes stale, so a page never shows what the
 * event changed: the bell invalidates these keys when the notification arrives (in every open tab).
 */
export function staleKeysOf({ kind, gameId }: Pick<Notification, 'kind' | 'gameId'>): QueryKey[] {
  const matches = queryKeys.matches.ofGame(gameId);
  const collection = queryKeys.collection.ofGame(gameId);
  // A deck's validity follows the week's banlist and the cards the player owns.
  const decks = queryKeys.decks.ofGame(gameId);
  switch (kind) {
    case 'WEEK_STARTED': // a new week: the games list, the overview, drafts, matches, rewards
      return [queryKeys.games.all, queryKeys.drafts.all, matches, rewards, collection, decks];
    case 'CUSTOM_DRAFT':
      return [queryKeys.drafts.all, queryKeys.games.detail(gameId)];
    case 'MATCH_RESULT':
    case 'MATCH_RESET': // results move the standings and the win/loss rewards, and close deck registration
      return [matches, rewards, queryKeys.games.detail(gameId), queryKeys.decks.registrations(gameId)];
    case 'REWARD_GRANTED':
    case 'REWARD_REVERTED':
    case 'REWARD_DELETED': // a reverted claim also takes back its draft's cards
      return [rewards, queryKeys.drafts.all, collection, decks, queryKeys.games.detail(gameId)];
    case 'PLAYER_JOINED':
      return [queryKeys.games.detail(gameId)];
    case 'GAME_COMPLETED':
      return [queryKeys.games.all, matches, rewards];
    case 'PICK_DUE': // a pack reached the player: the table moved; a completed table filled collections
      return [queryKeys.drafts.all, collection, decks];
    case 'WEEK_REMINDER': // the matches still to play
      return [matches, queryKeys.games.detail(gameId)];
    case 'SCHEDULED_START': // a week started by itself: as WEEK_STARTED, for the admin
      return [queryKeys.games.all, queryKeys.drafts.all, matches, rewards, collection, decks];
    case 'PLAYOFF_CHAMPION': // the final decided the bracket and completes the game
      return [queryKeys.games.all, matches];
    case 'MATCH_PENDING': // a reported result waits for an answer: the match was played, decks are seen
      return [matches, queryKeys.decks.registrations(gameId)];
    case 'MATCH_DISPUTED': // a result waits for the admin: only the matches show it
      return [matches];
  }
}
