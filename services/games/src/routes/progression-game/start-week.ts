import mongoose from 'mongoose';
import { messages, type BanlistConfig, type EventEnvelope } from '@progression/contracts';
import { Conflict, outboxPush } from '@progression/service-kit';
import type { Neighbours, OnBehalf } from '../../clients';
import { banlistDateOfWeek } from '../../domain/banlist-choice';
import { gameCompleted, weekStarted } from '../../domain/game-events';
import { scheduleAfterStart } from '../../domain/schedule-state';
import { Game, scheduleStateOf, type GameDocument } from '../../models/game';

/** Joins racing a week start change the player list; the start is retried this often before giving up. */
const attempts = 3;

/** The base list's version in force for week `week` of the game's plan, or none. */
async function banlistOf(game: GameDocument, week: number, neighbours: Neighbours, call: OnBehalf) {
  const config = game.plan.banlistConfig as BanlistConfig;
  const date = banlistDateOfWeek(
    config,
    game.plan.weeks.find((candidate) => candidate.week === week) as never,
  );
  if (!date) return null;
  const activeFrom = await neighbours.banlistVersionOn(config.banlistTemplate, date, call);
  return activeFrom ? { format: config.banlistTemplate, activeFrom: new Date(activeFrom) } : null;
}

/** The write that starts week `next`: the week with its banlist version, and game.week.started. */
async function weekUpdate(game: GameDocument, next: number, neighbours: Neighbours, call: OnBehalf) {
  const banlist = await banlistOf(game, next, neighbours, call);
  const week = {
    _id: new mongoose.Types.ObjectId(),
    week: next,
    banlistVersion: banlist?.activeFrom ?? null,
    banlistFormat: banlist?.format ?? null,
    startedAt: new Date(),
  };
  return { set: { activeWeek: next }, push: { weeks: week }, event: weekStarted(game, week) };
}

/** A start the scheduler makes: the scheduled time it is conditioned on and the event telling the admins. */
export interface ScheduledStart {
  at: Date;
  /** game.schedule.fired for the game as read, the week that starts (null: the game completes). */
  fired(game: GameDocument, startedWeek: number | null): EventEnvelope;
}

/** Refuses a start of any week but the one after the active week, saying why. */
function checkIsNext(game: GameDocument, week: number) {
  if (game.status === 'COMPLETE') throw new Conflict(messages.games.gameComplete);
  const next = game.activeWeek + 1;
  if (week < next) throw new Conflict(messages.games.weekAlreadyStarted);
  if (week > next) throw new Conflict(messages.games.weekNotNext(week, next));
}

/**
 * Starts week `week` of the game, or completes the game when that is past its last week. The week must be
 * the one after the active week, and the write is conditioned on that active week (and on the player
 * count, so a join racing the start is counted in the event): of concurrent starts exactly one matches
 * and the others get 409.
 */
export async function startWeek(
  initial: GameDocument,
  week: number,
  neighbours: Neighbours,
  call: OnBehalf,
  scheduled?: ScheduledStart,
): Promise<GameDocument> {
  let game = initial;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    checkIsNext(game, week);
    const current = {
      _id: game._id,
      activeWeek: game.activeWeek,
      status: 'IN_PROGRESS' as const,
      players: { $size: game.players.length },
      // Of the replicas firing the same scheduled start, the first write moves nextStartAt on.
      ...(scheduled ? { 'schedule.enabled': true, 'schedule.nextStartAt': scheduled.at } : {}),
    };
    const next = game.activeWeek + 1;
    const completes = next > game.plan.weeks.length;
    const change = completes
      ? { set: { status: 'COMPLETE' as const }, push: {}, event: gameCompleted(game) }
      : await weekUpdate(game, next, neighbours, call);
    const schedule = scheduleAfterStart(
      scheduleStateOf(game),
      {
        scheduled: scheduled !== undefined,
        completed: completes,
        activeWeek: completes ? game.activeWeek : next,
      },
      new Date(),
    );
    const events = [change.event, ...(scheduled ? [scheduled.fired(game, completes ? null : next)] : [])];
    const update = {
      $set: { ...change.set, ...(schedule ? { schedule } : {}) },
      $push: { ...change.push, outbox: { $each: events.map((event) => outboxPush(event).outbox) } },
    };
    const written = await Game.findOneAndUpdate(current, update, { returnDocument: 'after' });
    if (written) return written;
    game = await Game.findById(game._id).orFail();
  }
  throw new Conflict(messages.games.weekAlreadyStarted);
}
