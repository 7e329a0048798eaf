import { scheduleMessages } from './schedule/messages';
import { authMessages } from './message-areas/auth';
import { gamesMessages } from './message-areas/games';
import { namesMessages } from './message-areas/names';
import { modesMessages } from './message-areas/modes';
import { matchesMessages } from './message-areas/matches';
import { draftsMessages } from './message-areas/drafts';
import { boosterDraftMessages } from './message-areas/booster-draft';
import { decksMessages } from './message-areas/decks';
import { deckToolsMessages } from './message-areas/deck-tools';
import { deckRegistrationsMessages } from './message-areas/deck-registrations';
import { rewardsMessages } from './message-areas/rewards';
import { catalogMessages } from './message-areas/catalog';
import { cardsMessages } from './message-areas/cards';
import { banlistsMessages } from './message-areas/banlists';
import { collectionMessages } from './message-areas/collection';
import { integrationsMessages } from './message-areas/integrations';
import { shellMessages } from './message-areas/shell';
import { notificationsMessages } from './message-areas/notifications';
import { matchResultsMessages } from './message-areas/match-results';
import { errorsMessages } from './message-areas/errors';
import { playoffMessages } from './messages-playoffs';

/**
 * Every text a user sees, written once, exactly as the product specifies it (sections 2, 5 and 8).
 * Services put these in `{message}` error bodies and frontends show them in flash messages and pages,
 * so a grep for a text finds its single definition here.
 */
export const messages = {
  /** Registration and login. The login form itself has no rules. */
  auth: authMessages,

  /** Games, players, weeks and invite codes. */
  games: gamesMessages,

  /** Scheduled week starts and their reminders (schedule/messages.ts). */
  schedule: scheduleMessages,

  /** Names users type and others read (modes, pools). */
  names: namesMessages,

  /** Progression modes and their configuration. */
  modes: modesMessages,

  /** Matches, match configuration and scores. */
  matches: matchesMessages,

  /** Pack drafts, the shop, pack claims and wildcard claims. */
  drafts: draftsMessages,

  /**
   * Booster drafts: a table that picks one card and passes the pack (BOOSTER_DRAFT stages), its page, its
   * refusals and its admin controls.
   */
  boosterDraft: boosterDraftMessages,

  /** Decks and the deck rules of the card game. */
  decks: decksMessages,

  /** The deck editor's tools: the edit history, a sample hand, a read-only link and a deck image. */
  deckTools: deckToolsMessages,

  /**
   * Registered decks (issue 25): each week a player registers one deck, frozen as a copy and judged at
   * registration; the admin sees every registration; opponents see each other's after their match.
   */
  deckRegistrations: deckRegistrationsMessages,

  /** Rewards and their configuration. */
  rewards: rewardsMessages,

  /** The card catalog (sets, cards, images). */
  catalog: catalogMessages,

  /** Cards wherever they show: the preview, a card list's search and size, and what a pack gave. */
  cards: cardsMessages,

  /** Banlists. */
  banlists: banlistsMessages,

  /** Collection and card detail. */
  collection: collectionMessages,

  /** The chat-bot (Tristan) integration. */
  integrations: integrationsMessages,

  /**
   * The page around every screen: the browser tab's title names the page, its game when it has one, and
   * the product ("Collection · Spring League · Progression"); the skip link leads past the top bar and the
   * sidebar to the page itself.
   */
  shell: shellMessages,

  /**
   * Notifications (the top bar's bell). The spec names only the bell; "You have no notifications" is the
   * shell's text, the rest ours. `game` is the game's name (or "your game" before the service learns it).
   */
  notifications: notificationsMessages,

  /**
   * Confirmed results (the match config's `confirmResults`): the matches page's status, Confirm and
   * Dispute, game scores, the admin's resolution, the refusals, the bell and the chat bot.
   */
  matchResults: matchResultsMessages,

  /** Generic and internal errors (section 8). */
  errors: errorsMessages,

  /** The playoffs: the bracket, the admin's start, the refusals, the bell and the chat bot. */
  playoffs: playoffMessages,
} as const;

export type Messages = typeof messages;
