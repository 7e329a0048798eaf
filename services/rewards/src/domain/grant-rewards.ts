import {
  createEvent,
  labels,
  messages,
  type RewardConfig,
  type RewardTrack,
  type RewardTrackKind,
} from '@progression/contracts';
import { isDuplicateKey, outboxPush } from '@progression/service-kit';
import { derivedId } from './derived-id';
import { dueGrants, grantKey, type DueGrant } from './clocks';
import { serviceName } from '../env';
import { Reward } from '../models/reward';
import { Standing } from '../models/standing';
import { configOf } from './config';
import type { GamePlayer, GameView } from './game-view';
import { recordHistories, type Actor } from './history';

/** The three tracks with what each counts. */
export function tracksOf(config: RewardConfig): { kind: RewardTrackKind; track: RewardTrack }[] {
  return [
    { kind: 'WEEK', track: config.weekTrack },
    { kind: 'WIN', track: config.winTrack },
    { kind: 'LOSS', track: config.lossTrack },
  ];
}

/** A player's counter on a track: the active week, or their total wins or losses. */
export function counterOf(
  kind: RewardTrackKind,
  activeWeek: number,
  standing?: { wins: number; losses: number },
) {
  if (kind === 'WEEK') return activeWeek;
  return kind === 'WIN' ? (standing?.wins ?? 0) : (standing?.losses ?? 0);
}

/** The keys (track kind, clock, counter value) of every grant a player has had, deleted ones included. */
export async function grantedKeysOf(gameId: string, playerId: string): Promise<Set<string>> {
  const granted = await Reward.find({ gameId, playerId }, { trackKind: 1, clockIndex: 1, counter: 1 }).lean();
  return new Set(granted.map((reward) => grantKey(reward.trackKind, reward.clockIndex, reward.counter)));
}

/** What an evaluation reads of a game: its active week and its players (a week start's event carries them). */
export interface GrantedGame {
  gameId: string;
  activeWeek: number;
  players: GrantedPlayer[];
}
type GrantedPlayer = Pick<GamePlayer, 'id' | 'userId'>;

/** The evaluation's view of rewards' copy of a game. */
export const grantedGameOf = ({ gameId, activeWeek, players }: GameView): GrantedGame => ({
  gameId,
  activeWeek,
  players,
});

/**
 * Grants every player of the game what the tracks owe them now. A grant's id is derived from (game, player,
 * track kind, clock, counter value) and inserted only if absent, with its `reward.granted` in the same
 * write: a counter value grants once, whoever evaluates (a week start, its redelivery, the refresher, a
 * second replica) and however a result is reset and set again. Deleted rewards stay as tombstones, so they
 * count as granted. Answers the ids of the rewards granted now.
 */
export async function grantRewards(game: GrantedGame, by: Actor | null): Promise<string[]> {
  const { gameId, activeWeek } = game;
  if (activeWeek === 0) return [];
  const [config, standings, granted] = await Promise.all([
    configOf(gameId),
    Standing.find({ gameId }, { playerId: 1, wins: 1, losses: 1 }).lean(),
    Reward.find({ gameId }, { playerId: 1, trackKind: 1, clockIndex: 1, counter: 1 }).lean(),
  ]);
  const standingOf = new Map(standings.map((standing) => [standing.playerId, standing]));
  const grantedKeys = new Map<string, Set<string>>();
  for (const reward of granted) {
    const keys = grantedKeys.get(reward.playerId) ?? new Set<string>();
    keys.add(`${reward.trackKind}:${reward.clockIndex}:${reward.counter}`);
    grantedKeys.set(reward.playerId, keys);
  }
  const grants: GrantWrite[] = [];
  for (const player of game.players) {
    for (const { kind, track } of tracksOf(config)) {
      const counter = counterOf(kind, activeWeek, standingOf.get(player.id));
      // Keys by track kind (not track id): saving the config anew must not make old counter values due.
      const due = dueGrants(
        { id: kind, clocks: track.clocks },
        counter,
        grantedKeys.get(player.id) ?? new Set(),
      );
      for (const grant of due) grants.push(grantWrite(gameId, player, kind, track.id, grant, activeWeek));
    }
  }
  if (grants.length === 0) return [];
  // The history first: a crash between the two writes leaves the grants due, and the next evaluation
  // inserts them and finds their history entries written (both writes are insert-once).
  await recordHistories(
    grants.map(({ reward, kind, counter }) => ({
      reward,
      action: 'GRANTED' as const,
      changeId: 'grant',
      by,
      detail: messages.rewards.historyGranted(labels.rewardTrackKind[kind], counter),
    })),
  );
  try {
    const result = await Reward.bulkWrite(
      grants.map(({ reward, fields }) => ({
        updateOne: { filter: { _id: reward.rewardId }, update: { $setOnInsert: fields }, upsert: true },
      })),
      { ordered: false },
    );
    return Object.values(result.upsertedIds ?? {}).map(String);
  } catch (error) {
    // Another evaluation inserted some of them at the same moment: those are granted once, by it.
    if (isDuplicateKey(error)) return [];
    throw error;
  }
}

interface GrantWrite {
  reward: {
    rewardId: string;
    gameId: string;
    playerId: string;
    type: string;
    quantity: number;
    week: number;
  };
  kind: RewardTrackKind;
  counter: number;
  fields: Record<string, unknown>;
}

/** A grant's reward document, with its `reward.granted` in its outbox (one write). */
function grantWrite(
  gameId: string,
  player: GrantedPlayer,
  kind: RewardTrackKind,
  trackId: string,
  grant: DueGrant,
  week: number,
): GrantWrite {
  const rewardId = derivedId(gameId, player.id, kind, grant.clockIndex, grant.counter);
  const event = createEvent('reward.granted', serviceName, {
    version: 1,
    gameId,
    playerId: player.id,
    userId: player.userId,
    rewardId,
    type: grant.type,
    quantity: grant.quantity,
    track: kind,
    week,
  });
  return {
    reward: { rewardId, gameId, playerId: player.id, type: grant.type, quantity: grant.quantity, week },
    kind,
    counter: grant.counter,
    fields: {
      gameId,
      playerId: player.id,
      userId: player.userId,
      type: grant.type,
      quantity: grant.quantity,
      week,
      trackKind: kind,
      trackId,
      clockIndex: grant.clockIndex,
      counter: grant.counter,
      draftId: derivedId(rewardId, 'draft'),
      grantedAt: new Date(),
      outbox: [outboxPush(event).outbox],
    },
  };
}
