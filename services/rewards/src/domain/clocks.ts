import type {
  EarnedTrackReward,
  RewardClock,
  RewardTrack,
  RewardTrackKind,
  RewardType,
} from '@progression/contracts';

/**
 * Whether a clock fires at a counter value: at `startingFrom`, then every `every` steps (every 0: once).
 * A counter of 0 never fires: nothing has happened yet on the track.
 */
export function clockFiresAt(clock: RewardClock, counter: number): boolean {
  if (clock.quantity < 1 || counter < 1 || counter < clock.startingFrom) return false;
  if (clock.every === 0) return counter === clock.startingFrom;
  return (counter - clock.startingFrom) % clock.every === 0;
}

/** One grant a track owes a player; `key` is stored uniquely so a (track, clock, counter) never grants twice. */
export interface DueGrant {
  key: string;
  trackId: string;
  clockIndex: number;
  counter: number;
  type: RewardType;
  quantity: number;
}

export function grantKey(trackId: string, clockIndex: number, counter: number): string {
  return `${trackId}:${clockIndex}:${counter}`;
}

/**
 * Every grant due for counter values 1..counter, minus the keys already granted.
 * Lowering the counter only shrinks this list: rewards already granted are never taken back (by design:
 * a reset result must not remove a reward the player may have claimed), and setting the result again
 * finds the key already granted, so the counter value does not grant twice.
 */
export function dueGrants(track: RewardTrack, counter: number, granted: ReadonlySet<string>): DueGrant[] {
  const due: DueGrant[] = [];
  track.clocks.forEach((clock, clockIndex) => {
    for (let value = 1; value <= counter; value++) {
      const key = grantKey(track.id, clockIndex, value);
      if (clockFiresAt(clock, value) && !granted.has(key)) {
        due.push({
          key,
          trackId: track.id,
          clockIndex,
          counter: value,
          type: clock.type,
          quantity: clock.quantity,
        });
      }
    }
  });
  return due;
}

/** The next counter value above `counter` at which the clock fires, or null when it never will again. */
export function nextFiring(clock: RewardClock, counter: number): number | null {
  if (clock.quantity < 1) return null;
  const start = Math.max(clock.startingFrom, 1);
  if (counter < start) return start;
  if (clock.every === 0) return null;
  const stepsPast = Math.floor((counter - start) / clock.every) + 1;
  return start + stepsPast * clock.every;
}

/** The track's nearest next reward: how many more steps and what it grants; null when none is left. */
export function nextReward(
  track: RewardTrack,
  counter: number,
): { remaining: number; type: RewardType; quantity: number } | null {
  let best: { remaining: number; type: RewardType; quantity: number } | null = null;
  for (const clock of track.clocks) {
    const at = nextFiring(clock, counter);
    if (at !== null && (best === null || at - counter < best.remaining)) {
      best = { remaining: at - counter, type: clock.type, quantity: clock.quantity };
    }
  }
  return best;
}

/**
 * What a player's counter has reached on a track that is not granted yet (the next week start grants it),
 * lowest counter value first.
 */
export function earnedRewards(
  kind: RewardTrackKind,
  track: RewardTrack,
  counter: number,
  grantedKeys: ReadonlySet<string>,
): EarnedTrackReward[] {
  return dueGrants({ id: kind, clocks: track.clocks }, counter, grantedKeys)
    .sort((a, b) => a.counter - b.counter)
    .map((grant) => ({ type: grant.type, quantity: grant.quantity, at: grant.counter }));
}
