import { messages, type SetCard } from '@progression/contracts';
import { outboxPush } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { DraftTableModel, type StoredTable } from '../../models/draft-table';
import { derivedId } from '../ids';
import { nextSeed, rollPack, seededRandom, seedOf } from '../pack-engine';
import type { StagePlan } from '../stage-plan';
import { dueEvents } from './table-events';
import { demoTableIdOf, tableIdOf } from './table-id';
import {
  nextDeadlineOf,
  noCollection,
  settle,
  tableCardOf,
  type SeatRecord,
  type TablePackRecord,
  type TableState,
} from './rules';

/** A player of the week as the table seats them (in join order); a demo's user has no player. */
export interface TablePlayer {
  playerId: string | null;
  userId: string;
  username: string;
  draftId: string;
}

export interface NewTables {
  gameId: string;
  gameName: string;
  week: number;
  /** The week's stages, numbered from 1 as the drafts number them. */
  stages: readonly StagePlan[];
  players: readonly TablePlayer[];
}

/** The stage's players in join order, then bots up to the step's minimum. */
function seatsOf(players: readonly TablePlayer[], minimumSeats: number): SeatRecord[] {
  const seats: SeatRecord[] = players.map((player, seat) => ({
    seat,
    kind: 'PLAYER',
    playerId: player.playerId,
    userId: player.userId,
    name: player.username,
    draftId: player.draftId,
    replacedByBot: false,
    deadline: null,
    duePick: null,
  }));
  for (let bot = 1; seats.length < minimumSeats; bot += 1)
    seats.push({
      seat: seats.length,
      kind: 'BOT',
      playerId: null,
      userId: null,
      name: messages.boosterDraft.botName(bot),
      draftId: null,
      replacedByBot: false,
      deadline: null,
      duePick: null,
    });
  return seats;
}

/**
 * Every seat's pack of every round, rolled by the pack engine: round r opens the stage's set r (cycling
 * when the pool has fewer sets than rounds); each pack's seed comes from the table's seed for that round
 * and is stored with the pack, so the same table rolls the same packs again.
 */
async function rollTablePacks(
  tableId: string,
  plan: StagePlan,
  seats: number,
  clients: Clients,
): Promise<TablePackRecord[]> {
  const packs: TablePackRecord[] = [];
  for (let round = 1; round <= plan.numPacks; round += 1) {
    const set = plan.sets[(round - 1) % plan.sets.length]!;
    const [cards, layout] = await Promise.all([
      clients.catalog.setCards(set.id),
      clients.catalog.packLayout(set.id),
    ]);
    const byId = new Map(cards.map((card) => [card.id, card]));
    const random = seededRandom(seedOf(`${tableId}:${round}`));
    for (let origin = 0; origin < seats; origin += 1) {
      const seed = nextSeed(random);
      const rolled = rollPack(layout, cards, seed, {});
      packs.push({
        _id: derivedId(tableId, round, origin),
        round,
        origin,
        set: { id: set.id, setCode: set.setCode, setName: set.setName },
        seed,
        layoutName: rolled.layoutName,
        cards: rolled.setCardIds
          .map((id) => byId.get(id))
          .filter((card): card is SetCard => Boolean(card))
          .map(tableCardOf),
      });
    }
  }
  return packs;
}

/** What identifies a table besides its id: its game (null for a demo), week and stage. */
interface TableIdentity {
  gameId: string | null;
  gameName: string;
  week: number;
  stage: number;
  expiresAt: Date | null;
}

/**
 * Seats one table exactly once under its derived id: an insert-only upsert holding the bots' first picks,
 * the players' deadlines and their `draft.pick.due` (none for a demo) in the same write.
 */
async function seatTable(
  tableId: string,
  identity: TableIdentity,
  plan: StagePlan,
  players: readonly TablePlayer[],
  clients: Clients,
  now: Date,
): Promise<void> {
  if (await DraftTableModel.exists({ _id: tableId })) return;
  const seats = seatsOf(players, plan.minimumSeats ?? 0);
  const state: TableState = {
    rounds: plan.numPacks,
    pickSeconds: plan.pickSeconds ?? 60,
    seats,
    packs: await rollTablePacks(tableId, plan, seats.length, clients),
    picks: [],
  };
  // Only bots pick at once, and they pick for no collection.
  const due = settle(state, now, noCollection);
  const table: Omit<StoredTable, '_id'> = {
    ...identity,
    rounds: state.rounds,
    pickSeconds: state.pickSeconds,
    seats: state.seats,
    packs: state.packs,
    picks: state.picks,
    status: 'ACTIVE',
    nextDeadline: nextDeadlineOf(state),
    pausedAt: null,
    completedAt: null,
    version: 1,
    createdAt: now,
    outbox: dueEvents({ _id: tableId, ...identity }, due).map((event) => outboxPush(event).outbox),
  };
  await DraftTableModel.updateOne({ _id: tableId }, { $setOnInsert: table }, { upsert: true });
}

/**
 * Seats each BOOSTER_DRAFT stage of a week at its table, exactly once: the table's id is derived from
 * (game, week, stage). A redelivered week start or a second replica changes nothing.
 */
export async function createTables(tables: NewTables, clients: Clients, now = new Date()): Promise<void> {
  if (tables.players.length === 0) return;
  for (const [index, plan] of tables.stages.entries()) {
    if (plan.draftBehaviour !== 'BOOSTER_DRAFT' || plan.sets.length === 0) continue;
    const stage = index + 1;
    await seatTable(
      tableIdOf(tables.gameId, tables.week, stage),
      { gameId: tables.gameId, gameName: tables.gameName, week: tables.week, stage, expiresAt: null },
      plan,
      tables.players,
      clients,
      now,
    );
  }
}

export interface NewDemoTables {
  draftId: string;
  userId: string;
  username: string;
  /** The mode's name, shown where a game's table shows its game's. */
  modeName: string;
  week: number;
  stages: readonly StagePlan[];
  /** The demo draft's expiry: its tables go with it. */
  expiresAt: Date;
}

/**
 * Seats each BOOSTER_DRAFT stage of a demo draft at a table of its own, exactly once (id derived from the
 * demo draft and stage): the demo user in the first seat, then bots up to the step's minimum, packs rolled
 * like a game's table. The bots pick at once, so the user picks through the whole table alone, at the
 * step's pace; the table tells nobody (table-events.ts) and expires with the demo draft.
 */
export async function createDemoTables(
  demo: NewDemoTables,
  clients: Clients,
  now = new Date(),
): Promise<void> {
  const player: TablePlayer = {
    playerId: null,
    userId: demo.userId,
    username: demo.username,
    draftId: demo.draftId,
  };
  for (const [index, plan] of demo.stages.entries()) {
    if (plan.draftBehaviour !== 'BOOSTER_DRAFT' || plan.sets.length === 0) continue;
    const stage = index + 1;
    await seatTable(
      demoTableIdOf(demo.draftId, stage),
      { gameId: null, gameName: demo.modeName, week: demo.week, stage, expiresAt: demo.expiresAt },
      plan,
      [player],
      clients,
      now,
    );
  }
}
