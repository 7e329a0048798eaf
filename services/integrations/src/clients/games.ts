import type { gamesCalls, InternalGame } from '@progression/contracts';
import type { CallClient, CallFunction } from '@progression/service-kit';

export type { InternalGame };
type InvitedGame = Awaited<ReturnType<CallFunction<(typeof gamesCalls)['gameByInviteCode']>>>;
type GamesOfUser = Awaited<ReturnType<CallFunction<(typeof gamesCalls)['gamesOfUser']>>>['games'];

/** What this service asks of the games service (always with its own service token). */
export interface GamesClient {
  /** The game with its players and plan; the callee's 404 passes through for an unknown id. */
  internalGame(gameId: string): Promise<InternalGame>;
  /** The game an invite code opens; 404 "Could not find a game with that code" otherwise. */
  gameByInviteCode(code: string): Promise<InvitedGame>;
  /** The games a user plays in, with their invite codes (none for an unknown user). */
  gamesOfUser(userId: string): Promise<GamesOfUser>;
}

/** The games calls this service makes, over the client built from games' declarations. */
export function gamesClient(games: CallClient<typeof gamesCalls>): GamesClient {
  return {
    internalGame: (gameId) => games.internalGame({ params: { id: gameId } }),
    gameByInviteCode: (code) => games.gameByInviteCode({ params: { code } }),
    gamesOfUser: async (userId) => (await games.gamesOfUser({ params: { userId } })).games,
  };
}
