import type { MatchConfig, MatchLegEntry } from '@progression/contracts';

/** What ranking needs of a match. */
export interface PlayedMatch {
  weekNum: number;
  firstPlayerId: string;
  secondPlayerId: string;
  winnerId: string | null;
}

/** A player as the game knows them, in the order they joined. */
export interface LegPlayer {
  playerId: string;
  userId: string;
  username: string;
}

export interface ComputedLeg {
  leg: number;
  firstWeek: number;
  lastWeek: number;
  /** The week after its last week has started. */
  complete: boolean;
  /** Best first. */
  entries: MatchLegEntry[];
}

type LegConfig = Pick<MatchConfig, 'legsEnabled' | 'legLength' | 'placementScores'>;

interface Standing {
  playerId: string;
  wins: number;
  losses: number;
  /** Wins against each opponent in the leg. */
  beat: Map<string, number>;
}

/** Legs are on when enabled with a length of at least one week. */
export const legsAreOn = (config: LegConfig) => config.legsEnabled && config.legLength >= 1;

/**
 * The legs reached so far: consecutive blocks of `legLength` weeks from week 1, each started leg (its
 * first week has started) with its table. None when legs are off. Once the game is completed
 * (`finalWeek`, its last week), no later week will start, so every leg is complete; a leg the game ended
 * in the middle of is complete as a shorter leg, ending at `finalWeek`.
 */
export function computeLegs(
  config: LegConfig,
  activeWeek: number,
  matches: PlayedMatch[],
  players: LegPlayer[],
  finalWeek: number | null = null,
): ComputedLeg[] {
  const reached = Math.max(activeWeek, finalWeek ?? 0);
  if (!legsAreOn(config) || reached < 1) return [];
  const legs: ComputedLeg[] = [];
  for (let leg = 1; (leg - 1) * config.legLength + 1 <= reached; leg += 1) {
    const firstWeek = (leg - 1) * config.legLength + 1;
    const fullLastWeek = leg * config.legLength;
    const lastWeek =
      finalWeek !== null && finalWeek >= firstWeek ? Math.min(fullLastWeek, finalWeek) : fullLastWeek;
    const inLeg = matches.filter((match) => match.weekNum >= firstWeek && match.weekNum <= lastWeek);
    legs.push({
      leg,
      firstWeek,
      lastWeek,
      complete: finalWeek !== null || activeWeek > lastWeek,
      entries: rankLeg(inLeg, players, config.placementScores),
    });
  }
  return legs;
}

/**
 * One leg's table: every player with a match in the leg, ranked by wins; ties by fewer losses, then head
 * to head (wins against the others still tied), then, as the last resort, who joined the game first
 * (then the player id). Each earns `placementScores[rank]`, 0 past the end of the list.
 */
export function rankLeg(
  matches: PlayedMatch[],
  players: LegPlayer[],
  placementScores: number[],
): MatchLegEntry[] {
  const standings = new Map<string, Standing>();
  const standingOf = (playerId: string) => {
    let standing = standings.get(playerId);
    if (!standing) {
      standing = { playerId, wins: 0, losses: 0, beat: new Map() };
      standings.set(playerId, standing);
    }
    return standing;
  };
  for (const match of matches) {
    const first = standingOf(match.firstPlayerId);
    const second = standingOf(match.secondPlayerId);
    if (!match.winnerId) continue;
    const [winner, loser] = match.winnerId === first.playerId ? [first, second] : [second, first];
    winner.wins += 1;
    loser.losses += 1;
    winner.beat.set(loser.playerId, (winner.beat.get(loser.playerId) ?? 0) + 1);
  }

  const joinOrder = new Map(players.map((player, index) => [player.playerId, index]));
  const lastResort = (a: Standing, b: Standing) =>
    (joinOrder.get(a.playerId) ?? Infinity) - (joinOrder.get(b.playerId) ?? Infinity) ||
    (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);

  const byRecord = [...standings.values()].sort((a, b) => b.wins - a.wins || a.losses - b.losses);
  const ranked: Standing[] = [];
  // Each run of equal records is ordered by head to head within the run, then by the last resort.
  for (let start = 0; start < byRecord.length;) {
    let end = start + 1;
    while (
      end < byRecord.length &&
      byRecord[end]!.wins === byRecord[start]!.wins &&
      byRecord[end]!.losses === byRecord[start]!.losses
    )
      end += 1;
    const tied = byRecord.slice(start, end);
    const tiedIds = new Set(tied.map((standing) => standing.playerId));
    const headToHead = (standing: Standing) =>
      [...standing.beat].reduce((sum, [opponent, wins]) => sum + (tiedIds.has(opponent) ? wins : 0), 0);
    ranked.push(...tied.sort((a, b) => headToHead(b) - headToHead(a) || lastResort(a, b)));
    start = end;
  }

  const known = new Map(players.map((player) => [player.playerId, player]));
  return ranked.map((standing, rank) => ({
    userId: known.get(standing.playerId)?.userId ?? standing.playerId,
    username: known.get(standing.playerId)?.username ?? '',
    points: placementScores[rank] ?? 0,
    wins: standing.wins,
    losses: standing.losses,
  }));
}
