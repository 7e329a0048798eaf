import { orderedPair } from './match-id';

/** A player to pair in a Swiss round: their match points so far and how often they had a bye. */
export interface SwissEntrant {
  playerId: string;
  points: number;
  byes: number;
}

export interface SwissRound {
  pairs: [string, string][];
  /** The player left out of an odd count (counted as a win), or null. */
  bye: string | null;
}

/** Most steps one search takes (far more than any league needs: 64 players pair in a few hundred). */
const searchBudget = 200_000;

const pairKey = (a: string, b: string) => orderedPair(a, b).join('|');

/**
 * Pairs one Swiss round. Players are ranked by points (then by id, so the same standings always give the
 * same round). With an odd count the bye goes to a player who has had the fewest byes, the lowest ranked
 * who lets the rest pair without a rematch.
 * Players meet opponents with the closest points; two players who met before are paired again only when
 * no pairing of the whole round avoids every rematch (an exhaustive search says so).
 */
export function pairSwissRound(entrants: SwissEntrant[], played: Iterable<[string, string]>): SwissRound {
  const ranked = [...new Map(entrants.map((entrant) => [entrant.playerId, entrant])).values()].sort(
    (a, b) => b.points - a.points || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0),
  );
  const met = new Set<string>();
  for (const [a, b] of played) met.add(pairKey(a, b));
  if (ranked.length < 2) return { pairs: [], bye: ranked[0]?.playerId ?? null };

  // The bye goes to one of the players with the fewest byes, the lowest ranked first.
  const fewestByes = Math.min(...ranked.map((entrant) => entrant.byes));
  const byeCandidates =
    ranked.length % 2 === 0 ? [null] : [...ranked].reverse().filter((entrant) => entrant.byes === fewestByes);
  for (const allowRematches of [false, true]) {
    for (const bye of byeCandidates) {
      const rest = bye ? ranked.filter((entrant) => entrant !== bye) : ranked;
      const pairs = pairAll(rest, met, allowRematches);
      if (pairs) return { pairs, bye: bye?.playerId ?? null };
    }
  }
  // Unreachable: with rematches allowed every even list pairs.
  throw new Error('no Swiss pairing found');
}

/**
 * A perfect pairing of `ranked` (an even count), or null. Depth first: the unpaired player with the fewest
 * possible opponents goes first (ties: the higher ranked), trying opponents by closeness of points, so the
 * search meets a dead end early instead of after most of the round is paired.
 */
function pairAll(
  ranked: SwissEntrant[],
  met: Set<string>,
  allowRematches: boolean,
): [string, string][] | null {
  const rank = new Map(ranked.map((entrant, index) => [entrant.playerId, index]));
  const unpaired = new Set(ranked.map((entrant) => entrant.playerId));
  const byId = new Map(ranked.map((entrant) => [entrant.playerId, entrant]));
  const pairs: [string, string][] = [];
  const mayMeet = (a: string, b: string) => allowRematches || !met.has(pairKey(a, b));
  const optionsOf = (player: string) =>
    [...unpaired].filter((other) => other !== player && mayMeet(player, other));

  let steps = 0;
  const search = (): boolean => {
    if (unpaired.size === 0) return true;
    // A bound on the work of one round: a search this long only proves that rematches cannot be avoided.
    if ((steps += 1) > searchBudget) return false;
    let chosen: string | null = null;
    let chosenOptions: string[] = [];
    for (const player of unpaired) {
      const options = optionsOf(player);
      if (options.length === 0) return false;
      if (
        chosen === null ||
        options.length < chosenOptions.length ||
        (options.length === chosenOptions.length && rank.get(player)! < rank.get(chosen)!)
      ) {
        chosen = player;
        chosenOptions = options;
      }
    }
    const player = chosen!;
    const points = byId.get(player)!.points;
    // New opponents before rematches (when those are allowed), then the closest points, then the higher ranked.
    const ordered = chosenOptions.sort(
      (a, b) =>
        Number(met.has(pairKey(player, a))) - Number(met.has(pairKey(player, b))) ||
        Math.abs(byId.get(a)!.points - points) - Math.abs(byId.get(b)!.points - points) ||
        rank.get(a)! - rank.get(b)!,
    );
    unpaired.delete(player);
    for (const opponent of ordered) {
      unpaired.delete(opponent);
      pairs.push(orderedPair(player, opponent));
      if (search()) return true;
      pairs.pop();
      unpaired.add(opponent);
    }
    unpaired.add(player);
    return false;
  };
  return search() ? pairs : null;
}
