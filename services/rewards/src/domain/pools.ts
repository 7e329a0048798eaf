import {
  equivalentRarityInfo,
  type Card,
  type CollectionQuery,
  type EquivalentRarity,
  type PackPoolEntry,
  type PlanSet,
  type RewardType,
  type WildcardWeek,
} from '@progression/contracts';
import type { CatalogClient } from '../clients/catalog';
import type { GameView } from './game-view';

/** The game's active week: the number of weeks started. */
export const activeWeekOf = (game: GameView) => game.activeWeek;

/** The sets of the plan's weeks up to `lastWeek` whose pool has `poolType`, each with the first week it came. */
function setsReached(game: GameView, lastWeek: number, poolType: 'STANDARD' | 'REWARD' | 'ANY') {
  const typeOf = new Map(game.plan.cardPools.map((pool) => [pool.name, pool.type]));
  const reached = new Map<string, { set: PlanSet; week: number }>();
  for (const week of [...game.plan.weeks].sort((a, b) => a.week - b.week)) {
    if (week.week > lastWeek) continue;
    for (const weekSet of week.weekSets) {
      if (poolType !== 'ANY' && (typeOf.get(weekSet.pool) ?? 'STANDARD') !== poolType) continue;
      for (const set of weekSet.sets) if (!reached.has(set.id)) reached.set(set.id, { set, week: week.week });
    }
  }
  return [...reached.values()];
}

/**
 * The packs a pack reward may choose: REWARD_PACK the sets of the mode's REWARD pools reached so far,
 * BOOSTER_PACK the sets of the STANDARD pools of the weeks reached so far. A mode with no REWARD pool
 * offers its reward packs from the STANDARD sets reached, so the reward is never unclaimable.
 */
export async function packPool(
  game: GameView,
  type: RewardType,
  catalog: CatalogClient,
): Promise<PackPoolEntry[]> {
  const week = activeWeekOf(game);
  let reached = setsReached(game, week, type === 'REWARD_PACK' ? 'REWARD' : 'STANDARD');
  if (reached.length === 0 && type === 'REWARD_PACK') reached = setsReached(game, week, 'STANDARD');
  return Promise.all(
    reached.map(async ({ set, week: firstWeek }) => ({
      cardSet: { id: set.id, setCode: set.setCode, setName: set.setName },
      week: firstWeek,
      setCardIds: (await catalog.setCards(set.id)).map((setCard) => setCard.cardId),
    })),
  );
}

/** The pool's packs holding at least one card that matches the filters (the claim page's filters). */
export async function filterPool(
  pool: PackPoolEntry[],
  query: CollectionQuery,
  catalog: CatalogClient,
): Promise<PackPoolEntry[]> {
  const allIds = [...new Set(pool.flatMap((entry) => entry.setCardIds))];
  const matching = new Set((await catalog.search(allIds, query)).map((card) => card.id));
  return pool.filter((entry) => entry.setCardIds.some((cardId) => matching.has(cardId)));
}

interface Pickable {
  week: number;
  rarity: EquivalentRarity;
}

/**
 * The cards a wildcard may pick: every card of the sets of the weeks up to the reward's week, each at the
 * lowest equivalent rarity it was printed at in those sets, listed under the first week it came in.
 * A COMMON_WILDCARD picks commons only.
 */
export async function pickableCards(
  game: GameView,
  rewardWeek: number,
  commonsOnly: boolean,
  catalog: CatalogClient,
): Promise<Map<string, Pickable>> {
  const pickable = new Map<string, Pickable>();
  for (const { set, week } of setsReached(game, rewardWeek, 'ANY')) {
    for (const printing of await catalog.setCards(set.id)) {
      const rarity = printing.equivalentRarity;
      const known = pickable.get(printing.cardId);
      if (!known) pickable.set(printing.cardId, { week, rarity });
      else if (equivalentRarityInfo[rarity].rank < equivalentRarityInfo[known.rarity].rank)
        pickable.set(printing.cardId, { week: Math.min(week, known.week), rarity });
    }
  }
  if (commonsOnly)
    for (const [cardId, { rarity }] of pickable) if (rarity !== 'COMMON') pickable.delete(cardId);
  return pickable;
}

/** The pickable cards matching the query, per week from the reward's week downward, in the query's order. */
export async function wildcardWeeks(
  pickable: Map<string, Pickable>,
  rewardWeek: number,
  query: CollectionQuery,
  catalog: CatalogClient,
): Promise<WildcardWeek[]> {
  const cards: Card[] = await catalog.search([...pickable.keys()], query);
  const weeks: WildcardWeek[] = [];
  for (let week = rewardWeek; week >= 1; week--) {
    const ofWeek = cards.filter((card) => pickable.get(card.id)?.week === week);
    if (ofWeek.length > 0)
      weeks.push({
        week,
        cards: ofWeek.map((card) => ({ card, equivalentRarity: pickable.get(card.id)!.rarity })),
      });
  }
  return weeks;
}
