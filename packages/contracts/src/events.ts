import { z } from 'zod';
import { cardGameType, count, id, isoDate, objectId } from './primitives';
import { equivalentRarity } from './entities/rarity';
import { rewardType } from './entities/reward';
import { cardSetType } from './entities/card-set';
import { gameSettings, weekBanlist } from './entities/game';
import { cardPool, draftConfig } from './entities/mode';
import { gamePlan } from './api/games';
import { scheduleEventDataSchemas } from './schedule/events';
import { playoffEventDataSchemas } from './events-playoffs';
import { matchResultEventSchemas } from './match-result-events';

/** The one JetStream stream every event travels on. */
export const eventStream = 'PROGRESSION';

/** Subjects are `progression.<type>`; this wildcard binds the stream to all of them. */
export const eventSubjectPrefix = 'progression';
export const eventStreamSubjects = [`${eventSubjectPrefix}.>`];

/** A player as game events carry them; `joinOrder` is 0 for the creator, then 1, 2, ... as they joined. */
export const gameEventPlayer = z.object({
  playerId: id,
  userId: id,
  username: z.string(),
  isAdmin: z.boolean(),
  joinOrder: count,
  /** The active week when the player joined (0 before the game starts). */
  joinedDuringWeek: count,
});
export type GameEventPlayer = z.infer<typeof gameEventPlayer>;

/** A week's sets by pool, as the game's plan has them. */
const planWeekSets = gamePlan.shape.weeks.element.shape.weekSets;
/** A started week with its sets. */
const startedPlanWeek = z.object({ week: z.number().int().min(1), weekId: id, weekSets: planWeekSets });

/**
 * Data schemas of every event at its current version, keyed by type. Each carries `version` so a consumer
 * can tell shapes apart; older versions still in the stream are in `pastEventDataSchemas`.
 */
export const eventDataSchemas = {
  'user.registered': z.object({ version: z.literal(1), userId: id, username: z.string(), email: z.string() }),
  'game.created': z.object({
    version: z.literal(1),
    gameId: id,
    name: z.string(),
    modeId: id,
    cardGameType,
    creatorUserId: id,
    creatorPlayerId: id,
    givePriorDraftsToLateJoiners: z.boolean(),
  }),
  'game.player.joined': z.object({
    version: z.literal(2),
    gameId: id,
    gameName: z.string(),
    player: gameEventPlayer,
    settings: gameSettings,
    /** Whether the player gets the drafts of the weeks before (a late joiner in a game that gives them). */
    givePriorDrafts: z.boolean(),
    /** The weeks started when the player joined, with their sets: what a late joiner's drafts are made of. */
    startedWeeks: z.array(startedPlanWeek),
    draftConfig,
    /** The plan's pools and their types (which pool's sets a reward pack or booster draws from). */
    cardPools: z.array(cardPool),
  }),
  'game.week.started': z.object({
    version: z.literal(2),
    gameId: id,
    gameName: z.string(),
    modeId: id,
    cardGameType,
    week: z.number().int().min(1),
    weekId: id,
    /** The banlist version in force this week; null when the week has none. */
    banlist: weekBanlist.nullable(),
    /** The week before's, so a reader can tell what changed; null in week 1 or when it had none. */
    previousBanlist: weekBanlist.nullable(),
    /** Every player of the game when the week started, in join order. */
    players: z.array(gameEventPlayer),
    /**
     * Every week started so far, this one included, with its sets: a copy of the game a consumer keeps is
     * whole from any one week start, even one that began listening mid-season.
     */
    startedWeeks: z.array(startedPlanWeek),
    /** The week's plan: its sets by pool, the pools' types and the draft steps its drafts are made of. */
    plan: z.object({ weekSets: planWeekSets, cardPools: z.array(cardPool), draftConfig }),
  }),
  'game.completed': z.object({ version: z.literal(1), gameId: id, lastWeek: count }),
  'match.result.recorded': z.object({
    version: z.literal(1),
    gameId: id,
    matchId: id,
    week: z.number().int().min(1),
    firstPlayerId: id,
    secondPlayerId: id,
    /** Null when the result was reset. */
    winnerId: id.nullable(),
    /** The winner before this change, so consumers can undo a counted result. */
    previousWinnerId: id.nullable(),
  }),
  /** A leg (a block of `legLength` weeks) became complete; its final table. */
  'match.leg.completed': z.object({
    version: z.literal(1),
    gameId: id,
    leg: z.number().int().min(1),
    firstWeek: z.number().int().min(1),
    lastWeek: z.number().int().min(1),
    entries: z.array(
      z.object({
        userId: id,
        username: z.string(),
        /** Shared by tied players; null for a player with no result in the leg (0 points). */
        place: z.number().int().min(1).nullable(),
        points: count,
        wins: count,
        losses: count,
      }),
    ),
  }),
  /** A track's clock granted a reward to a player. */
  'reward.granted': z.object({
    version: z.literal(1),
    gameId: id,
    playerId: id,
    userId: id,
    rewardId: id,
    type: rewardType,
    quantity: z.number().int().min(1),
    track: z.enum(['WEEK', 'WIN', 'LOSS']),
    week: count,
  }),
  /** The game's admin deleted an unclaimed reward. */
  'reward.deleted': z.object({
    version: z.literal(1),
    gameId: id,
    playerId: id,
    userId: id,
    rewardId: id,
    type: rewardType,
  }),
  'reward.claimed': z.object({
    version: z.literal(1),
    gameId: id,
    playerId: id,
    rewardId: id,
    type: rewardType,
    week: count,
    /** Packs chosen by a pack reward: set ids, a set repeated once per pack. */
    packSetIds: z.array(id),
    /**
     * The id the REWARD pack draft of a pack claim gets (chosen by the rewards service at the claim, so the
     * drafts service creates it exactly once under that id); null for wildcards.
     */
    packDraftId: objectId.nullable(),
    /** Cards granted by a wildcard reward. */
    cards: z.array(z.object({ cardId: id, quantity: z.number().int().min(1) })),
    /**
     * The claiming player's user id, and each chosen set as the game's plan names it, so the drafts service
     * makes the REWARD draft without asking games. Optional: claims recorded before they were carried lack
     * them, and their reader asks games instead.
     */
    userId: id.optional(),
    packSets: z
      .array(z.object({ id, setCode: z.string(), setName: z.string(), type: cardSetType }))
      .optional(),
  }),
  'reward.reverted': z.object({
    version: z.literal(1),
    gameId: id,
    playerId: id,
    rewardId: id,
    type: rewardType,
    /** The pack draft the claim created, whose cards are taken back (null for wildcards). */
    packDraftId: id.nullable(),
    /** Cards taken back from a wildcard reward. */
    cards: z.array(z.object({ cardId: id, quantity: z.number().int().min(1) })),
  }),
  /** A pack draft was given to a player (weekly, custom or reward; demo drafts publish nothing). */
  'draft.created': z.object({
    version: z.literal(1),
    gameId: id,
    playerId: id,
    userId: id,
    draftId: id,
    week: count,
    source: z.enum(['WEEKLY', 'CUSTOM', 'REWARD']),
  }),
  /**
   * A game's pack draft is no longer to do: every pack opened (COMPLETE), or its reward claim reverted
   * (REVERTED). Games drops it from the player's activeDrafts. Demo drafts publish nothing.
   */
  'draft.completed': z.object({
    version: z.literal(1),
    gameId: id,
    playerId: id,
    draftId: id,
    reason: z.enum(['COMPLETE', 'REVERTED']),
  }),
  'draft.packs.opened': z.object({
    version: z.literal(1),
    gameId: id.nullable(),
    playerId: id.nullable(),
    draftId: id,
    week: count,
    packIds: z.array(id),
    /** Every card of the opened packs, one entry per copy. */
    cards: z.array(z.object({ cardId: id, setCardId: id, equivalentRarity })),
  }),
  /**
   * A booster draft pick is due: a pack reached a player's seat (notifications rings the bell, integrations
   * posts `messages.notifications.pickDue` in the game's channel). One per seat and pick number.
   */
  'draft.pick.due': z.object({
    version: z.literal(1),
    gameId: id,
    gameName: z.string(),
    tableId: id,
    /** The player's pack draft (the table page is /games/game/{gameId}/drafts/{draftId}). */
    draftId: id,
    playerId: id,
    userId: id,
    username: z.string(),
    week: count,
    round: z.number().int().min(1),
    pickNumber: z.number().int().min(1),
    deadline: isoDate,
  }),
  /**
   * A booster draft table completed: one player's picks, which enter their collection (like opened packs,
   * with the week acquired). One per player seated at the table; a bot's picks go nowhere (a player a bot replaced keeps the picks
   * made before).
   */
  'draft.picks.collected': z.object({
    version: z.literal(1),
    gameId: id,
    playerId: id,
    userId: id,
    draftId: id,
    tableId: id,
    week: count,
    /** Every card the player picked, one entry per copy. */
    cards: z.array(z.object({ cardId: id, setCardId: id, equivalentRarity })),
  }),
  /**
   * A booster draft table changed (a pick, a deadline's or a bot's pick, a pause, a resume, an extended
   * deadline, a seat given to a bot): notifications tells the open table pages of every seated player to
   * read the table again (a live signal on the stream, no bell). Only `tableVersion` orders them.
   */
  'draft.table.changed': z.object({
    version: z.literal(1),
    gameId: id,
    tableId: id,
    /** The table's version after the change: a page holding it (or a newer one) reads nothing. */
    tableVersion: z.number().int().min(1),
    /** The players seated at the table (bots have none), each with the pack draft their page shows. */
    seats: z.array(z.object({ userId: id, draftId: id })),
  }),
  /**
   * A player's collection changed (cards added, taken back, or the whole collection announced once): the
   * new owned count of every card it touched (0 when gone). `collectionVersion` rises with every change of
   * the player's collection, so a copy keeps, per card, the count of the highest version it saw.
   */
  'collection.changed': z.object({
    version: z.literal(1),
    gameId: id,
    playerId: id,
    collectionVersion: z.number().int().min(1),
    cards: z.array(z.object({ cardId: id, owned: count })),
  }),
  // Scheduled week starts and their reminders (schedule/events.ts).
  ...scheduleEventDataSchemas,
  ...playoffEventDataSchemas,
  ...matchResultEventSchemas,
} as const;

export type EventType = keyof typeof eventDataSchemas;
export const eventTypes = Object.keys(eventDataSchemas) as [EventType, ...EventType[]];
export type EventData<T extends EventType> = z.infer<(typeof eventDataSchemas)[T]>;

/** The NATS subject of an event type, e.g. `progression.game.week.started`. */
export function eventSubject(type: EventType): string {
  return `${eventSubjectPrefix}.${type}`;
}

/** Envelope fields around any event's data. */
const envelopeFields = {
  /** Unique; also the JetStream msgID, so a republished event is dropped as a duplicate. */
  id: z.string().min(1),
  occurredAt: isoDate,
  /** The service that published it, e.g. `games`. */
  source: z.string().min(1),
};

const envelopeOf = <T extends EventType>(type: T) =>
  z.object({ ...envelopeFields, type: z.literal(type), data: eventDataSchemas[type] });

/** Envelope schemas by type. */
export const eventEnvelopeSchemas = Object.fromEntries(
  eventTypes.map((type) => [type, envelopeOf(type)]),
) as {
  [T in EventType]: ReturnType<typeof envelopeOf<T>>;
};

/** An event of one type. */
export type EventEnvelope<T extends EventType = EventType> = {
  [K in T]: z.infer<(typeof eventEnvelopeSchemas)[K]>;
}[T];

/** Any event, discriminated by `type`. */
export const eventEnvelope = z.discriminatedUnion(
  'type',
  eventTypes.map((type) => eventEnvelopeSchemas[type]) as unknown as [
    (typeof eventEnvelopeSchemas)[EventType],
    ...(typeof eventEnvelopeSchemas)[EventType][],
  ],
);

/**
 * Builds a validated event. `id` defaults to a random UUID (Web Crypto, present in Node and browsers) and
 * `occurredAt` to now; pass them to rebuild a recorded event exactly.
 */
export function createEvent<T extends EventType>(
  type: T,
  source: string,
  data: z.input<(typeof eventDataSchemas)[T]>,
  options: { id?: string; occurredAt?: Date | string } = {},
): EventEnvelope<T> {
  return eventEnvelopeSchemas[type].parse({
    id: options.id ?? globalThis.crypto.randomUUID(),
    type,
    occurredAt: options.occurredAt ?? new Date(),
    source,
    data,
  }) as EventEnvelope<T>;
}

/**
 * Parses a received event of an expected type (throws on a different type or a malformed payload). The
 * service kit's bus parses every consumed event with `eventEnvelope`; this is for one type in hand.
 */
export function parseEvent<T extends EventType>(type: T, payload: unknown): EventEnvelope<T> {
  return eventEnvelopeSchemas[type].parse(payload) as EventEnvelope<T>;
}
