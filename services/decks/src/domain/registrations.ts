import { messages, type DeckCard, type Game } from '@progression/contracts';
import { Conflict, isDuplicateKey } from '@progression/service-kit';
import type { Clients } from '../clients';
import { PlayedMatch } from '../models/played-match';
import { RegistrationWeek, registrationWeekId, type RegistrationRecord } from '../models/registration-week';
import { judgeDecks } from './deck-check';
import { deckValidity, type DeckValidity } from './deck-validity';
import { openWeekFilter } from './registration-window';

/** The week's document, created empty the first time anything concerns the week. */
export async function ensureWeek(gameId: string, week: number): Promise<void> {
  try {
    await RegistrationWeek.updateOne(
      { _id: registrationWeekId(gameId, week) },
      { $setOnInsert: { gameId, week } },
      // Creating it when absent is no change of an existing week.
      { upsert: true, timestamps: false },
    );
  } catch (error) {
    // Two first writes at once: the other one created it.
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * The verdict on a deck about to be registered: the deck rules under the active week's banlist and the
 * copies the player owns now (the decks' own judging). A deck with no cards is a new deck in the editor,
 * but no deck to play a week with: it is judged by the rules, which find its main deck too small.
 */
export async function judgeForRegistration(
  clients: Clients,
  game: Pick<Game, 'id' | 'weeks' | 'activeWeek'>,
  playerId: string,
  cards: DeckCard[],
): Promise<DeckValidity> {
  if (cards.length === 0) return deckValidity([], () => ({ name: '', zone: 'MAIN_DECK', owned: 0 }));
  const [validity] = await judgeDecks(clients, { game, playerId }, [cards]);
  return validity;
}

/**
 * Stores the registration of the active week (replacing the player's earlier one) only while the week's
 * document says open, in one conditional update: a registration never lands after the close, however the
 * close and the registration race. 409 once closed.
 */
export async function storeRegistration(
  gameId: string,
  week: number,
  registration: RegistrationRecord,
  now = new Date(),
): Promise<void> {
  await ensureWeek(gameId, week);
  const { matchedCount } = await RegistrationWeek.updateOne(
    { _id: registrationWeekId(gameId, week), ...openWeekFilter(now) },
    { $set: { [`registrations.${registration.playerId}`]: registration } },
  );
  if (matchedCount === 0) throw new Conflict(messages.deckRegistrations.closed(week));
}

/** The admin's closing time of a week (null clears it); the week's first result closes it regardless. */
export async function setCloseTime(gameId: string, week: number, closesAt: Date | null): Promise<void> {
  await ensureWeek(gameId, week);
  await RegistrationWeek.updateOne({ _id: registrationWeekId(gameId, week) }, { $set: { closesAt } });
}

/** The players the given one has a reported result against in the week. */
export async function opponentsOf(gameId: string, week: number, playerId: string): Promise<string[]> {
  const matches = await PlayedMatch.find({ gameId, week, playerIds: playerId }, { playerIds: 1 }).lean();
  return [...new Set(matches.flatMap((match) => match.playerIds.filter((id) => id !== playerId)))];
}

/** Whether the two players have a reported result between them in the week. */
export async function playedAgainst(gameId: string, week: number, a: string, b: string): Promise<boolean> {
  return (await opponentsOf(gameId, week, a)).includes(b);
}

/** Every week's players the given one has a reported result against, as `<week>:<player id>`. */
export async function playedInGame(gameId: string, playerId: string): Promise<Set<string>> {
  const matches = await PlayedMatch.find({ gameId, playerIds: playerId }, { week: 1, playerIds: 1 }).lean();
  return new Set(
    matches.flatMap((match) =>
      match.playerIds.filter((id) => id !== playerId).map((id) => playedKey(match.week, id)),
    ),
  );
}
export const playedKey = (week: number, playerId: string) => `${week}:${playerId}`;

/**
 * Who registered in each of the game's weeks up to `lastWeek`, by week (player ids only: the registered
 * copies are not read).
 */
export async function registeredPlayers(
  gameId: string,
  lastWeek: number,
): Promise<Array<{ week: number; playerIds: string[] }>> {
  return RegistrationWeek.aggregate<{ week: number; playerIds: string[] }>([
    { $match: { gameId, week: { $lte: lastWeek } } },
    {
      $project: {
        _id: 0,
        week: 1,
        playerIds: {
          $map: { input: { $objectToArray: { $ifNull: ['$registrations', {}] } }, in: '$$this.k' },
        },
      },
    },
    { $sort: { week: 1 } },
  ]);
}
