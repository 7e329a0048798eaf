import { messages } from '@progression/contracts';
import { BadRequest, Conflict, Forbidden, NotFound, type UserPrincipal } from '@progression/service-kit';
import type { LeaguePlayer, LeagueRecord } from './models/league';
import type { MatchRecord } from './models/match';

type Players = Pick<LeagueRecord, '_id' | 'players'>;
type TheMatch = Pick<MatchRecord, 'firstPlayerId' | 'secondPlayerId' | 'weekNum'>;
type ThePlayoffMatch = { firstPlayerId?: string | null; secondPlayerId?: string | null };
type Answerable = Pick<MatchRecord, 'firstPlayerId' | 'secondPlayerId' | 'resultStatus' | 'reported'>;

/**
 * Who may read or change what, in one place. A game is visible to its players only: to anyone else it
 * (and each of its matches) is as absent as an unknown id (404).
 */
export const policies = {
  /** The caller's player in the game; 404 for a stranger or a game this service does not know. */
  playerOf(league: Players | null, user: UserPrincipal, gameId: string): LeaguePlayer {
    const player = league?.players.find((each) => each.userId === user.id);
    if (!player) throw new NotFound(messages.errors.gameNotFound(gameId));
    return player;
  },

  /** The match's game must show it to the caller, else it is not found. */
  playerSeeingMatch(league: Players | null, user: UserPrincipal): LeaguePlayer {
    const player = league?.players.find((each) => each.userId === user.id);
    if (!player) throw new NotFound(messages.matches.matchNotFound);
    return player;
  },

  /** Only the game's admin changes the match config. */
  assertAdmin(player: LeaguePlayer): void {
    if (!player.isAdmin) throw new Forbidden(messages.games.adminOnly);
  },

  /**
   * Only the two players or the game's admin set a result; only in the active week, except for the
   * admin, whose change of an older week is recorded as a correction. Answers whether it is one.
   */
  assertMayReport(player: LeaguePlayer, match: TheMatch, activeWeek: number): { correction: boolean } {
    const plays = player.playerId === match.firstPlayerId || player.playerId === match.secondPlayerId;
    if (!plays && !player.isAdmin) throw new Forbidden(messages.matches.notInMatch);
    if (match.weekNum === activeWeek) return { correction: false };
    if (!player.isAdmin) throw new Forbidden(messages.matches.matchTooOld);
    return { correction: true };
  },

  /**
   * Only the opponent of the player who reported a pending result confirms or disputes it (403 for anyone
   * else, the reporter and the admin included: the admin sets the result instead); 409 when no result waits.
   */
  assertAnswersReport(player: LeaguePlayer, match: Answerable): void {
    const plays = player.playerId === match.firstPlayerId || player.playerId === match.secondPlayerId;
    if (!plays) throw new Forbidden(messages.matches.notInMatch);
    if (match.resultStatus !== 'PENDING' || !match.reported)
      throw new Conflict(messages.matchResults.notPending);
    if (match.reported.reportedByPlayerId === player.playerId)
      throw new Forbidden(messages.matchResults.notOpponent);
  },

  /** The winner is one of the two players, or none (a reset). */
  assertWinnerOf(match: TheMatch, winnerId: string | null): void {
    if (winnerId !== null && winnerId !== match.firstPlayerId && winnerId !== match.secondPlayerId)
      throw new BadRequest(messages.matches.winnerNotInMatch, 'winnerId');
  },

  /** A playoff match is visible to the game's players only: to anyone else it is not found. */
  playerSeeingPlayoffMatch(league: Players | null, user: UserPrincipal): LeaguePlayer {
    const player = league?.players.find((each) => each.userId === user.id);
    if (!player) throw new NotFound(messages.playoffs.matchNotFound);
    return player;
  },

  /** Only the two players of a playoff match or the game's admin report its result. */
  assertMayReportPlayoff(player: LeaguePlayer, match: ThePlayoffMatch): void {
    const plays = player.playerId === match.firstPlayerId || player.playerId === match.secondPlayerId;
    if (!plays && !player.isAdmin) throw new Forbidden(messages.playoffs.notInMatch);
  },
};
