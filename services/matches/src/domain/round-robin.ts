import { orderedPair } from './match-id';

/** Every pair of distinct players, once each (n players: n(n-1)/2 pairs). */
export function roundRobin(playerIds: string[]): [string, string][] {
  const players = [...new Set(playerIds)].sort();
  const pairs: [string, string][] = [];
  for (let i = 0; i < players.length; i += 1)
    for (let j = i + 1; j < players.length; j += 1) pairs.push([players[i]!, players[j]!]);
  return pairs;
}

/** A late joiner's pairs: the player against every other one. */
export function pairsWith(playerId: string, others: string[]): [string, string][] {
  return [...new Set(others)]
    .filter((other) => other !== playerId)
    .map((other) => orderedPair(playerId, other));
}
