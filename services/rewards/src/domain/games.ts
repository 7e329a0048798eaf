import mongoose from 'mongoose';
import { messages, type InternalGame } from '@progression/contracts';
import { isDuplicateKey, NotFound } from '@progression/service-kit';
import { Game } from '../models/game';
import { presentGame } from '../models/game.presenter';
import type { GamesReader } from './game-view';

const empty = { players: {}, weeks: {}, cardPools: [] };

/** Makes sure the copy of a game exists (an upsert that changes nothing when it does). */
export async function ensureGame(gameId: string, fields: Record<string, unknown> = empty): Promise<void> {
  try {
    await Game.updateOne({ _id: gameId }, { $setOnInsert: fields }, { upsert: true });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error; // another delivery created it at the same instant
  }
}

/** A copy as games' own read of the game gives it (the seed of a game no event has told about yet). */
function copyOfInternal({ game, players, plan }: InternalGame) {
  return {
    players: Object.fromEntries(
      players.map((player, joinOrder) => [
        player.id,
        { userId: player.userId, username: player.username, isAdmin: player.isAdmin, joinOrder },
      ]),
    ),
    weeks: Object.fromEntries(
      plan.weeks
        .filter((week) => week.week <= game.weeks.length)
        .map((week) => [String(week.week), { weekSets: week.weekSets }]),
    ),
    cardPools: plan.cardPools,
  };
}

/**
 * Games as rewards reads them: its event-fed copy (models/game.ts), so a claim or a page asks games
 * nothing. A game the copy has never heard of (one whose events left the stream before this copy began
 * listening) is seeded once from games' internal read (`seed`), and its events keep it from then on.
 */
export function gamesReader(seed: (gameId: string) => Promise<InternalGame>): GamesReader {
  async function game(gameId: string) {
    if (!mongoose.isValidObjectId(gameId)) throw new NotFound(messages.errors.gameNotFound(gameId));
    const stored = await Game.findById(gameId, { processedEvents: 0 }).lean();
    if (stored) return presentGame(stored);
    await ensureGame(gameId, copyOfInternal(await seed(gameId)));
    return presentGame((await Game.findById(gameId, { processedEvents: 0 }).lean())!);
  }
  async function playerInGame(gameId: string, userId: string) {
    const view = await game(gameId);
    const known = view.players.find((candidate) => candidate.userId === userId);
    if (known) return { player: known, game: view };
    // The copy may not have heard yet of a join the caller has just made (its event is on its way), so
    // a refusal is decided on games' own read. The copy is left to the event: a read writes nothing.
    const { players } = await seed(gameId);
    const player = players.find((candidate) => candidate.userId === userId);
    if (!player) throw new NotFound(messages.errors.gameNotFound(gameId));
    return {
      player: { id: player.id, userId: player.userId, username: player.username, isAdmin: player.isAdmin },
      game: view,
    };
  }
  return {
    game,
    playerInGame,
    playerOf: async (gameId, userId) => (await playerInGame(gameId, userId)).player,
  };
}
