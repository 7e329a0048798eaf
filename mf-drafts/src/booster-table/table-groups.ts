import {
  cardKindOf,
  cardKinds,
  labels,
  type CardKind,
  type SetCard,
  type TablePick,
  type TableSeat,
} from '@progression/contracts';

/** Cards without Yu-Gi-Oh! data have no kind: they come last, as "Other". */
type PickGroupKey = CardKind | 'OTHER';

export interface PickGroup {
  key: PickGroupKey;
  label: string;
  cards: SetCard[];
}

const kindOf = (setCard: SetCard): PickGroupKey =>
  setCard.card.yugiohMetaData ? cardKindOf(setCard.card.yugiohMetaData.type) : 'OTHER';

/** Picks grouped by card type (monsters, spells, traps, ...), each group in the order picked; empty groups left out. */
export function picksByType(picks: readonly SetCard[]): PickGroup[] {
  const keys: PickGroupKey[] = [...cardKinds, 'OTHER'];
  return keys
    .map((key) => ({
      key,
      label: key === 'OTHER' ? labels.deckClassification.OTHER : labels.cardKind[key],
      cards: picks.filter((pick) => kindOf(pick) === key),
    }))
    .filter((group) => group.cards.length > 0);
}

export interface SeatPicks {
  seat: TableSeat;
  cards: SetCard[];
}

/** Each seat's picks from the table's log, seat by seat, each in the order picked. */
export function picksOfEachSeat(seats: readonly TableSeat[], log: readonly TablePick[]): SeatPicks[] {
  const ordered = [...log].sort((a, b) => a.order - b.order);
  return [...seats]
    .sort((a, b) => a.seat - b.seat)
    .map((seat) => ({
      seat,
      cards: ordered.filter((pick) => pick.seat === seat.seat).map((pick) => pick.card),
    }));
}
