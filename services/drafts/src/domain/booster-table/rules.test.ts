import type { EquivalentRarity } from '@progression/contracts';
import {
  applyPick,
  autoPickIndex,
  isComplete,
  pickExpired,
  settle,
  totalPicksPerSeat,
  turnOf,
  type SeatRecord,
  type TableCard,
  type TablePackRecord,
  type TableState,
} from './rules';

const card = (id: string, name: string, equivalentRarity: EquivalentRarity = 'COMMON'): TableCard => ({
  id,
  cardId: `card-${name}`,
  name,
  equivalentRarity,
});

const seat = (index: number, kind: 'PLAYER' | 'BOT'): SeatRecord => ({
  seat: index,
  kind,
  playerId: kind === 'PLAYER' ? `player-${index}` : null,
  userId: kind === 'PLAYER' ? `user-${index}` : null,
  name: kind === 'PLAYER' ? `Player ${index}` : `Bot ${index}`,
  draftId: kind === 'PLAYER' ? `draft-${index}` : null,
  replacedByBot: false,
  deadline: null,
  duePick: null,
});

/** A table of `kinds` seats, `rounds` rounds of `size`-card packs, each card named by round, origin, slot. */
function table(kinds: Array<'PLAYER' | 'BOT'>, rounds: number, size: number): TableState {
  const packs: TablePackRecord[] = [];
  for (let round = 1; round <= rounds; round += 1)
    for (let origin = 0; origin < kinds.length; origin += 1)
      packs.push({
        _id: `pack-${round}-${origin}`,
        round,
        origin,
        set: { id: 'set', setCode: 'SET', setName: 'Set' },
        seed: round * 100 + origin,
        layoutName: 'DEFAULT',
        cards: Array.from({ length: size }, (_, slot) =>
          card(`${round}${origin}${slot}`, `r${round}o${origin}s${slot}`),
        ),
      });
  return { rounds, pickSeconds: 60, seats: kinds.map((kind, index) => seat(index, kind)), packs, picks: [] };
}

const now = new Date('2026-11-27T20:00:00.000Z');
const noCollection = () => () => 0;

/** The seat picks the first card of the pack in front of it. */
function pickFirst(state: TableState, index: number) {
  const turn = turnOf(state, index);
  if (turn.kind !== 'PICKING') throw new Error(`seat ${index} has no pack (${turn.kind})`);
  applyPick(state, index, turn, turn.remaining[0]!, 'PLAYER', now);
  return turn.pack;
}

describe('passing', () => {
  it('passes left (to the next seat) in odd rounds and right (to the seat before) in even rounds', () => {
    const state = table(['PLAYER', 'PLAYER', 'PLAYER', 'PLAYER'], 2, 2);
    for (const index of [0, 1, 2, 3]) pickFirst(state, index);
    // Round 1, second pick: seat s holds the pack seat s-1 opened.
    expect([0, 1, 2, 3].map((index) => pickFirst(state, index).origin)).toEqual([3, 0, 1, 2]);
    // Round 2 opens each seat's own pack, then passes the other way: seat s holds seat s+1's.
    expect([0, 1, 2, 3].map((index) => pickFirst(state, index).origin)).toEqual([0, 1, 2, 3]);
    expect([0, 1, 2, 3].map((index) => pickFirst(state, index).origin)).toEqual([1, 2, 3, 0]);
    expect(isComplete(state)).toBe(true);
  });

  it('makes a seat wait only for the neighbour passing to it', () => {
    const state = table(['PLAYER', 'PLAYER', 'PLAYER'], 1, 3);
    pickFirst(state, 0);
    pickFirst(state, 1);
    // Seat 1 has seat 0's pack (seat 0 picked from it); seat 0 waits for seat 2, who has not picked.
    expect(turnOf(state, 1)).toMatchObject({ kind: 'PICKING', pickNumber: 2, pack: { origin: 0 } });
    expect(turnOf(state, 0)).toMatchObject({ kind: 'WAITING', pickNumber: 2 });
    pickFirst(state, 2);
    expect(turnOf(state, 0)).toMatchObject({ kind: 'PICKING', pickNumber: 2, pack: { origin: 2 } });
  });
});

describe('a table of 3 players and 5 bots', () => {
  it('completes with every card picked exactly once, bots picking at once', () => {
    const state = table(['PLAYER', 'PLAYER', 'PLAYER', 'BOT', 'BOT', 'BOT', 'BOT', 'BOT'], 3, 9);
    settle(state, now, noCollection);
    // Bots picked at once, passing to each other (bot 4 has picked from bot 3's pack too); the players have
    // their own packs in front of them, with a deadline, and nobody picked from those.
    expect(state.picks.every((pick) => pick.method === 'BOT')).toBe(true);
    expect(state.picks.filter((pick) => pick.seat === 4)).toHaveLength(2);
    for (const index of [0, 1, 2]) {
      expect(turnOf(state, index)).toMatchObject({ kind: 'PICKING', pickNumber: 1, pack: { origin: index } });
      expect(state.seats[index]!.deadline).toEqual(new Date(now.getTime() + 60_000));
    }
    for (let guard = 0; !isComplete(state) && guard < 1000; guard += 1) {
      for (const index of [0, 1, 2]) if (turnOf(state, index).kind === 'PICKING') pickFirst(state, index);
      settle(state, now, noCollection);
    }
    expect(isComplete(state)).toBe(true);
    const picked = state.picks.map((pick) => `${pick.packId}:${pick.cardIndex}`);
    expect(new Set(picked).size).toBe(picked.length);
    expect(picked).toHaveLength(8 * 3 * 9);
    expect(totalPicksPerSeat(state)).toBe(27);
    for (const record of state.seats)
      expect(state.picks.filter((pick) => pick.seat === record.seat)).toHaveLength(27);
  });
});

describe('the auto-pick', () => {
  const pack: TablePackRecord = {
    _id: 'pack',
    round: 1,
    origin: 0,
    set: { id: 'set', setCode: 'SET', setName: 'Set' },
    seed: 1,
    layoutName: 'DEFAULT',
    cards: [
      card('1', 'Zombie', 'COMMON'),
      card('2', 'Kuriboh', 'SUPER_RARE'),
      card('3', 'Dark Magician', 'SUPER_RARE'),
      card('4', 'Blue-Eyes', 'RARE'),
    ],
  };

  it('takes the highest rarity, then the card owned fewest, then by name', () => {
    expect(autoPickIndex(pack, [0, 1, 2, 3], () => 0)).toBe(2); // Dark Magician before Kuriboh by name
    const owned = (cardId: string) => (cardId === 'card-Dark Magician' ? 2 : 1);
    expect(autoPickIndex(pack, [0, 1, 2, 3], owned)).toBe(1); // Kuriboh: owned fewer
    expect(autoPickIndex(pack, [0, 3], () => 0)).toBe(3); // rare before common
  });

  it('picks for a player whose deadline passed, once, and times the next pick from then', () => {
    const state = table(['PLAYER', 'BOT'], 1, 3);
    settle(state, now, noCollection);
    const later = new Date(now.getTime() + 61_000);
    expect(pickExpired(state, later, noCollection)).toBe(1);
    expect(pickExpired(state, later, noCollection)).toBe(0);
    expect(state.picks.filter((pick) => pick.method === 'DEADLINE')).toHaveLength(1);
    settle(state, later, noCollection);
    expect(state.seats[0]!.deadline).toEqual(new Date(later.getTime() + 60_000));
  });
});
