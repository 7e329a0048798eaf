import type { DraftStage, SetCard } from '@progression/contracts';
import type { PullFacts } from '../../shared/DraftedCard';

/** Copies owned of each card, by card id. */
export type OwnedCopies = ReadonlyMap<string, number>;

/** The copies owned once `cards` are added to `before`. */
export function withCards(before: OwnedCopies, cards: readonly SetCard[]): Map<string, number> {
  const after = new Map(before);
  for (const { card } of cards) after.set(card.id, (after.get(card.id) ?? 0) + 1);
  return after;
}

/**
 * Each pulled card's facts: new when no copy was owned before these cards, and the copies owned after them
 * (two copies of a card in one pack are both new and both count).
 */
export function pullFactsOf(before: OwnedCopies, cards: readonly SetCard[]): PullFacts[] {
  const after = withCards(before, cards);
  return cards.map(({ card }) => ({ isNew: !before.get(card.id), owned: after.get(card.id) ?? 0 }));
}

/**
 * What the opener knows of one pack's pulls: only when the copies owned were read before the pack opened,
 * counting the packs of the stage opened since (in their order) as owned before it.
 */
export function packPullFacts(
  stage: DraftStage,
  packId: string,
  snapshot: OwnedCopies | undefined,
  openedSince: readonly string[],
): PullFacts[] | undefined {
  const position = openedSince.indexOf(packId);
  const pack = stage.draftPacks.find((candidate) => candidate.id === packId);
  if (!snapshot || position < 0 || !pack) return undefined;
  const earlier = openedSince
    .slice(0, position)
    .flatMap((id) => stage.draftPacks.find((candidate) => candidate.id === id)?.cards ?? []);
  return pullFactsOf(withCards(snapshot, earlier), pack.cards);
}

/** A stage's pulls' facts, when every one of its packs opened after the copies owned were read. */
export function stagePullFacts(
  stage: DraftStage,
  cards: readonly SetCard[],
  snapshot: OwnedCopies | undefined,
  openedSince: readonly string[],
): PullFacts[] | undefined {
  if (!snapshot || !stage.draftPacks.every((pack) => openedSince.includes(pack.id))) return undefined;
  return pullFactsOf(snapshot, cards);
}
