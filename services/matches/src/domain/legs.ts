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
  /** The week after its last week has started, or the game is completed. */
  complete: boolean;
  /** Placed players best first, then the players with no result. */
  entries: MatchLegEntry[];
}

type LegConfig = Pick<MatchConfig, 'legsEnabled' | 'legLength' | 'placementScores'>;

interface Tally {
  playerId: string;
  wins: number;
  losses: number;
  /** Wins against each opponent. */
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
 * One leg's table. Points are earned: only a player with a result in the leg (a win or a loss) is placed.
 * Placed players are ordered by wins, then fewer losses, then head to head (wins against the players
 * with the same record); players still equal share the place (1, 2, 2, 4) and each earns
 * `placementScores[place - 1]`, 0 past the end of the list. Players whose matches in the leg are all
 * unplayed follow with no place and 0 points. Equal players are listed by username, which decides nothing.
 */
export function rankLeg(
  matches: PlayedMatch[],
  players: LegPlayer[],
  placementScores: number[],
): MatchLegEntry[] {
  const tallies = tallyMatches(matches);
  const known = new Map(players.map((player) => [player.playerId, player]));
  const byName = (a: Tally, b: Tally) =>
    byUsername(known.get(a.playerId)?.username ?? '', known.get(b.playerId)?.username ?? '') ||
    (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);
  const played = tallies.filter((tally) => tally.wins + tally.losses > 0);
  const unplayed = tallies.filter((tally) => tally.wins + tally.losses === 0).sort(byName);

  const headToHead = headToHeadWithinRecord(played);
  const compare = (a: Tally, b: Tally) =>
    b.wins - a.wins || a.losses - b.losses || headToHead(b) - headToHead(a);
  const ordered = [...played].sort((a, b) => compare(a, b) || byName(a, b));

  const entry = (tally: Tally, place: number | null): MatchLegEntry => ({
    userId: known.get(tally.playerId)?.userId ?? tally.playerId,
    username: known.get(tally.playerId)?.username ?? '',
    place,
    points: place === null ? 0 : (placementScores[place - 1] ?? 0),
    wins: tally.wins,
    losses: tally.losses,
  });
  let place = 0;
  return [
    ...ordered.map((tally, index) => {
      // A new place only where this player is behind the one before; equals keep the shared place.
      if (index === 0 || compare(ordered[index - 1]!, tally) !== 0) place = index + 1;
      return entry(tally, place);
    }),
    ...unplayed.map((tally) => entry(tally, null)),
  ];
}

/** The order of names in a table where nothing else tells players apart. */
export const byUsername = (a: string, b: string) => a.localeCompare(b, 'en');

/** Every player with a match, played or not, with their wins, losses and whom they beat. */
function tallyMatches(matches: PlayedMatch[]): Tally[] {
  const tallies = new Map<string, Tally>();
  const tallyOf = (playerId: string) => {
    let tally = tallies.get(playerId);
    if (!tally) {
      tally = { playerId, wins: 0, losses: 0, beat: new Map() };
      tallies.set(playerId, tally);
    }
    return tally;
  };
  for (const match of matches) {
    const first = tallyOf(match.firstPlayerId);
    const second = tallyOf(match.secondPlayerId);
    if (!match.winnerId) continue;
    const [winner, loser] = match.winnerId === first.playerId ? [first, second] : [second, first];
    winner.wins += 1;
    loser.losses += 1;
    winner.beat.set(loser.playerId, (winner.beat.get(loser.playerId) ?? 0) + 1);
  }
  return [...tallies.values()];
}

/** A player's wins against the other players with exactly their wins and losses. */
function headToHeadWithinRecord(tallies: Tally[]): (tally: Tally) => number {
  const recordOf = (tally: Tally) => `${tally.wins}-${tally.losses}`;
  const record = new Map(tallies.map((tally) => [tally.playerId, recordOf(tally)]));
  return (tally) =>
    [...tally.beat].reduce(
      (sum, [opponent, wins]) => sum + (record.get(opponent) === recordOf(tally) ? wins : 0),
      0,
    );
}
