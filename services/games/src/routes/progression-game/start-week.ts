import mongoose from 'mongoose';
import { messages, type BanlistConfig } from '@progression/contracts';
import { Conflict, outboxPush } from '@progression/service-kit';
import type { Neighbours, OnBehalf } from '../../clients';
import { banlistDateOfWeek, versionInForce } from '../../domain/banlist-choice';
import { gameCompleted, weekStarted } from '../../events/game-events';
import { Game, type GameDocument } from '../../models/game';

/** Joins racing a week start change the player list; the start is retried this often before giving up. */
const attempts = 3;

async function banlistVersionOf(game: GameDocument, week: number, neighbours: Neighbours, call: OnBehalf) {
  const config = game.plan.banlistConfig as BanlistConfig;
  const date = banlistDateOfWeek(config, game.plan.weeks.find((candidate) => candidate.week === week) as never);
  if (!date) return null;
  const version = versionInForce(await neighbours.banlistVersions(config.banlistTemplate, call), date);
  return version ? new Date(version) : null;
}

/** The write that starts week `next`: the week with its banlist version, and game.week.started. */
async function weekUpdate(game: GameDocument, next: number, neighbours: Neighbours, call: OnBehalf) {
  const week = {
    _id: new mongoose.Types.ObjectId(),
    week: next,
    banlistVersion: await banlistVersionOf(game, next, neighbours, call),
    startedAt: new Date(),
  };
  return { $set: { activeWeek: next }, $push: { weeks: week, ...outboxPush(weekStarted(game, week)) } };
}

/**
 * Starts the game's next week, or completes the game past its last week. The write is conditioned on the
 * activeWeek (and player count) read: of concurrent starts exactly one matches, the others get 409.
 */
export async function startNextWeek(gameId: string, neighbours: Neighbours, call: OnBehalf): Promise<GameDocument> {
  let game = await Game.findById(gameId).orFail();
  const readWeek = game.activeWeek;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (game.status === 'COMPLETE') throw new Conflict(messages.games.gameComplete);
    if (game.activeWeek !== readWeek) throw new Conflict(messages.games.weekAlreadyStarted);
    const current = {
      _id: game._id,
      activeWeek: game.activeWeek,
      status: 'IN_PROGRESS' as const,
      players: { $size: game.players.length },
    };
    const next = game.activeWeek + 1;
    const update =
      next > game.plan.weeks.length
        ? { $set: { status: 'COMPLETE' as const }, $push: outboxPush(gameCompleted(game)) }
        : await weekUpdate(game, next, neighbours, call);
    const written = await Game.findOneAndUpdate(current, update, { returnDocument: 'after' });
    if (written) return written;
    game = await Game.findById(gameId).orFail();
  }
  throw new Conflict(messages.games.weekAlreadyStarted);
}
