import {
  equivalentRarities,
  type EquivalentRarity,
  type PickMethod,
  type SetCard,
  type TableSeatKind,
} from '@progression/contracts';

/**
 * The rules of a booster draft table, free of Koa and mongoose: whose turn it is, which pack is in front
 * of a seat, the auto-pick, bots and deadlines. A table is one state; every change is computed here and
 * written by the caller in one conditional update (see change-table.ts).
 */

export interface SeatRecord {
  seat: number;
  kind: TableSeatKind;
  playerId: string | null;
  userId: string | null;
  /** The player's username, or the bot's name. */
  name: string;
  /** The player's pack draft this seat belongs to (null for a bot filling a seat). */
  draftId: string | null;
  replacedByBot: boolean;
  /** When the pick in front of a player's seat is due; null when no pick is due (or for a bot). */
  deadline: Date | null;
  /** The pick number `deadline` is for, so a pick is announced and timed once. */
  duePick: number | null;
}

/**
 * A card of a table's pack as stored: what the rules need. The whole printing (text, images) comes from
 * the catalog's cached set list when a view is presented, so a table stays a few tens of KiB.
 */
export interface TableCard {
  /** The printing's id (what a pick request names). */
  id: string;
  cardId: string;
  name: string;
  equivalentRarity: EquivalentRarity;
}

/** The stored form of a printing. */
export const tableCardOf = (card: SetCard): TableCard => ({
  id: card.id,
  cardId: card.cardId,
  name: card.card.name,
  equivalentRarity: card.equivalentRarity,
});

export interface TablePackRecord {
  _id: string;
  round: number;
  /** The seat that opened it. */
  origin: number;
  set: { id: string; setCode: string; setName: string };
  seed: number;
  layoutName: string;
  /** The pack as opened; picks name their card by its index here. */
  cards: TableCard[];
}

export interface PickRecord {
  order: number;
  round: number;
  pickNumber: number;
  seat: number;
  name: string;
  playerId: string | null;
  method: PickMethod;
  packId: string;
  /** The card's index in the pack (the pack holds the card itself; a pick stores only what it needs). */
  cardIndex: number;
  /** The printing's id (what a pick request names) and the card's (what "owns fewest" counts). */
  setCardId: string;
  cardId: string;
  pickedAt: Date;
}

export interface TableState {
  rounds: number;
  pickSeconds: number;
  seats: SeatRecord[];
  packs: TablePackRecord[];
  picks: PickRecord[];
}

/** What a seat faces: its next pick and, when the pack has reached it, the pack. */
export type Turn =
  | { kind: 'DONE'; pickNumber: number; round: number }
  | { kind: 'WAITING'; pickNumber: number; round: number }
  | { kind: 'PICKING'; pickNumber: number; round: number; pack: TablePackRecord; remaining: number[] };

/** +1 (to the next seat) in odd rounds, -1 (to the seat before) in even rounds. */
export const stepOf = (round: number): 1 | -1 => (round % 2 === 1 ? 1 : -1);

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Cards each seat picks in a round: the size of that round's packs (the smallest, should they differ). */
export function picksPerRound(state: Pick<TableState, 'packs' | 'rounds'>): number[] {
  return Array.from({ length: state.rounds }, (_, index) => {
    const sizes = state.packs.filter((pack) => pack.round === index + 1).map((pack) => pack.cards.length);
    return sizes.length ? Math.min(...sizes) : 0;
  });
}

/** Picks each seat makes at the whole table. */
export const totalPicksPerSeat = (state: Pick<TableState, 'packs' | 'rounds'>): number =>
  picksPerRound(state).reduce((sum, n) => sum + n, 0);

/** Indexes of a pack's cards nobody picked yet (a pack's cards beyond the round's size are never drafted). */
function remainingOf(state: TableState, pack: TablePackRecord, size: number): number[] {
  const taken = new Set(state.picks.filter((pick) => pick.packId === pack._id).map((pick) => pick.cardIndex));
  return pack.cards.map((_, index) => index).filter((index) => index < size && !taken.has(index));
}

/**
 * A seat's turn. Its pick number k (1-based over the table) falls in round r as its j-th pick there; the
 * pack it picks from was opened by the seat j steps back against the round's direction, and has reached
 * it once exactly j cards were taken from it. So a seat waits only for the neighbour passing to it.
 */
export function turnOf(state: TableState, seat: number): Turn {
  const made = state.picks.filter((pick) => pick.seat === seat).length;
  const pickNumber = made + 1;
  const sizes = picksPerRound(state);
  let before = 0;
  for (const [index, size] of sizes.entries()) {
    const round = index + 1;
    if (made < before + size) {
      const j = made - before;
      const origin = mod(seat - j * stepOf(round), state.seats.length);
      const pack = state.packs.find((candidate) => candidate.round === round && candidate.origin === origin);
      if (!pack) return { kind: 'WAITING', pickNumber, round };
      const remaining = remainingOf(state, pack, size);
      // j cards taken: it is here. Fewer: it has not reached this seat yet.
      if (size - remaining.length !== j) return { kind: 'WAITING', pickNumber, round };
      return { kind: 'PICKING', pickNumber, round, pack, remaining };
    }
    before += size;
  }
  return { kind: 'DONE', pickNumber, round: Math.max(1, state.rounds) };
}

const rarityRank = (card: TableCard) => equivalentRarities.indexOf(card.equivalentRarity);

/**
 * The documented auto-pick (deadline and bots): the highest rarity, then the card the seat owns fewest
 * copies of (`owned`), then by name, then the first of equal copies in the pack.
 */
export function autoPickIndex(
  pack: TablePackRecord,
  remaining: readonly number[],
  owned: (cardId: string) => number,
): number {
  const sorted = [...remaining].sort((a, b) => {
    const first = pack.cards[a]!;
    const second = pack.cards[b]!;
    return (
      rarityRank(second) - rarityRank(first) ||
      owned(first.cardId) - owned(second.cardId) ||
      first.name.localeCompare(second.name) ||
      a - b
    );
  });
  return sorted[0]!;
}

/** Copies of a card a seat owns: its collection's count (when known) and what it picked at this table. */
export function ownedBy(state: TableState, seat: number, collection: (cardId: string) => number) {
  const picked = new Map<string, number>();
  for (const pick of state.picks)
    if (pick.seat === seat) picked.set(pick.cardId, (picked.get(pick.cardId) ?? 0) + 1);
  return (cardId: string) => (picked.get(cardId) ?? 0) + collection(cardId);
}

/** Records a seat's pick of the card at `cardIndex` of the pack in front of it. */
export function applyPick(
  state: TableState,
  seat: number,
  turn: Extract<Turn, { kind: 'PICKING' }>,
  cardIndex: number,
  method: PickMethod,
  now: Date,
): void {
  const record = state.seats[seat]!;
  state.picks.push({
    order: state.picks.length + 1,
    round: turn.round,
    pickNumber: turn.pickNumber,
    seat,
    name: record.name,
    playerId: record.playerId,
    method,
    packId: turn.pack._id,
    cardIndex,
    setCardId: turn.pack.cards[cardIndex]!.id,
    cardId: turn.pack.cards[cardIndex]!.cardId,
    pickedAt: now,
  });
}

/** A player's pick that became due: the caller announces it (draft.pick.due). */
export interface DuePick {
  seat: SeatRecord;
  round: number;
  pickNumber: number;
  deadline: Date;
}

/** Owned copies of a card by a seat's player from their collection (0 when unknown). */
export type CollectionCounts = (seat: SeatRecord) => (cardId: string) => number;

/** Nobody owns anything (bots, and changes that make no player's auto-pick). */
export const noCollection: CollectionCounts = () => () => 0;

/**
 * Moves the table on after any change: every bot with a pack in front of it picks at once (which may
 * pass a pack to another bot, so until none can), then each player's deadline follows their turn: a
 * new pick in front of them gets `pickSeconds` from now (and is returned, to announce), a seat with no
 * pack has none.
 */
export function settle(state: TableState, now: Date, collection: CollectionCounts): DuePick[] {
  for (let moved = true; moved;) {
    moved = false;
    for (const seat of state.seats) {
      if (seat.kind !== 'BOT') continue;
      const turn = turnOf(state, seat.seat);
      if (turn.kind !== 'PICKING') continue;
      const index = autoPickIndex(turn.pack, turn.remaining, ownedBy(state, seat.seat, collection(seat)));
      applyPick(state, seat.seat, turn, index, 'BOT', now);
      moved = true;
    }
  }
  const due: DuePick[] = [];
  for (const seat of state.seats) {
    const turn = turnOf(state, seat.seat);
    if (seat.kind === 'BOT' || turn.kind !== 'PICKING') {
      seat.deadline = null;
      continue;
    }
    if (seat.duePick === turn.pickNumber && seat.deadline) continue;
    seat.duePick = turn.pickNumber;
    seat.deadline = new Date(now.getTime() + state.pickSeconds * 1000);
    due.push({ seat, round: turn.round, pickNumber: turn.pickNumber, deadline: seat.deadline });
  }
  return due;
}

/** Picks for every player whose deadline passed (method DEADLINE); returns how many. */
export function pickExpired(state: TableState, now: Date, collection: CollectionCounts): number {
  let picked = 0;
  for (const seat of state.seats) {
    if (seat.kind !== 'PLAYER' || !seat.deadline || seat.deadline > now) continue;
    const turn = turnOf(state, seat.seat);
    if (turn.kind !== 'PICKING') continue;
    const index = autoPickIndex(turn.pack, turn.remaining, ownedBy(state, seat.seat, collection(seat)));
    applyPick(state, seat.seat, turn, index, 'DEADLINE', now);
    seat.deadline = null;
    picked += 1;
  }
  return picked;
}

/** The card a pick took, from its pack. */
export function cardOf(state: Pick<TableState, 'packs'>, pick: PickRecord): TableCard {
  return state.packs.find((pack) => pack._id === pick.packId)!.cards[pick.cardIndex]!;
}

/** Every seat made all its picks. */
export const isComplete = (state: TableState): boolean =>
  state.seats.every((seat) => turnOf(state, seat.seat).kind === 'DONE');

/** The earliest deadline of the table (what the deadline sweep looks for). */
export function nextDeadlineOf(state: TableState): Date | null {
  const deadlines = state.seats.flatMap((seat) => (seat.deadline ? [seat.deadline.getTime()] : []));
  return deadlines.length ? new Date(Math.min(...deadlines)) : null;
}
