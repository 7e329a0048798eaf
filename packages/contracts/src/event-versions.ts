import { z } from 'zod';
import { count, id, isoDate } from './primitives';
import {
  eventDataSchemas,
  eventEnvelopeSchemas,
  eventTypes,
  type EventEnvelope,
  type EventType,
} from './events';
import type { CallInput, CallReply } from './calls/define';
import type { gamesCalls } from './calls/games';

/**
 * Versions before the current one that may still be in the stream (it keeps events 14 days), by type and
 * version. Each has an upcaster in `eventUpcasters`; both go once no event of that version is left.
 */
export const pastEventDataSchemas = {
  'game.player.joined': {
    1: z.object({
      version: z.literal(1),
      gameId: id,
      playerId: id,
      userId: id,
      username: z.string(),
      isAdmin: z.boolean(),
      joinedDuringWeek: count,
      givePriorDrafts: z.boolean(),
    }),
  },
  'game.week.started': {
    1: z.object({
      version: z.literal(1),
      gameId: id,
      week: z.number().int().min(1),
      weekId: id,
      modeId: id,
      banlistVersion: isoDate.nullable(),
      playerIds: z.array(id),
    }),
  },
} as const;

type PastVersions = typeof pastEventDataSchemas;
type PastData<
  T extends keyof PastVersions,
  V extends keyof PastVersions[T],
> = PastVersions[T][V] extends z.ZodType ? z.infer<PastVersions[T][V]> : never;

/** The version `createEvent` builds and every handler sees. */
export const currentEventVersion = (type: EventType): number => eventDataSchemas[type].shape.version.value;

/** Each event type's current version, by type (the event flow in docs/architecture.md names them). */
export const eventCurrentVersions = Object.fromEntries(
  eventTypes.map((type) => [type, currentEventVersion(type)]),
) as Record<EventType, number>;

/** Which game state games rebuilds for a v1 game event (the declared call `games.gameEventData`). */
export const gameEventDataQuery = z.discriminatedUnion('type', [
  z.object({ type: z.literal('game.week.started'), week: z.coerce.number().int().min(1) }),
  z.object({ type: z.literal('game.player.joined'), playerId: id }),
]);
export type GameEventDataQuery = z.infer<typeof gameEventDataQuery>;

/**
 * What upcasters may ask for. A v1 game event lacks the state v2 carries, so games rebuilds it: the one
 * declared call `gamesCalls.gameEventData`, used by these upcasters only and gone with them. A client built
 * from games' declarations (`callClient(gamesCalls, ...)`) is one.
 */
export interface UpcastSources {
  gameEventData(input: CallInput<GameEventDataCall>): Promise<CallReply<GameEventDataCall>>;
}
type GameEventDataCall = (typeof gamesCalls)['gameEventData'];

/** Brings each past version's data to the current version; handlers only ever see the current one. */
export const eventUpcasters = {
  'game.player.joined': {
    1: async (data: PastData<'game.player.joined', 1>, sources: UpcastSources) =>
      eventDataSchemas['game.player.joined'].parse(
        await sources.gameEventData({
          params: { id: data.gameId },
          query: { type: 'game.player.joined', playerId: data.playerId },
        }),
      ),
  },
  'game.week.started': {
    1: async (data: PastData<'game.week.started', 1>, sources: UpcastSources) => {
      const now = eventDataSchemas['game.week.started'].parse(
        await sources.gameEventData({
          params: { id: data.gameId },
          query: { type: 'game.week.started', week: data.week },
        }),
      );
      // Players who joined after the start are not the week's: their game.player.joined brings them.
      const players = new Set(data.playerIds);
      return { ...now, players: now.players.filter((player) => players.has(player.playerId)) };
    },
  },
} as const;

/** Any stored event: a known type and a numbered version, its data checked against that version next. */
const storedEnvelope = z.object({
  type: z.enum(eventTypes),
  data: z.looseObject({ version: z.number().int().min(1) }),
});

/**
 * Parses an event of any version still in the stream and upcasts it to the current version (asking
 * `sources` for what a past version lacks). Throws on an unknown type or version, or malformed data.
 */
export async function parseStoredEvent(payload: unknown, sources?: UpcastSources): Promise<EventEnvelope> {
  const { type, data } = storedEnvelope.parse(payload);
  if (data.version === currentEventVersion(type)) {
    return eventEnvelopeSchemas[type].parse(payload) as EventEnvelope;
  }
  const pastSchemas = (pastEventDataSchemas as Partial<Record<EventType, Record<number, z.ZodType>>>)[type];
  const upcasters = (
    eventUpcasters as Partial<
      Record<EventType, Record<number, (data: never, s: UpcastSources) => Promise<unknown>>>
    >
  )[type];
  const schema = pastSchemas?.[data.version];
  const upcast = upcasters?.[data.version];
  if (!schema || !upcast) throw new Error(`${type} has no version ${data.version}`);
  if (!sources) throw new Error(`${type} v${data.version} needs upcast sources to be read`);
  const current = await upcast(schema.parse(data) as never, sources);
  return eventEnvelopeSchemas[type].parse({ ...(payload as object), data: current }) as EventEnvelope;
}
