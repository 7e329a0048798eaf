import type { Context } from 'koa';
import type { Game, Player } from '@progression/contracts';
import { currentUser } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { policies } from '../../policies';

/** The game and the player whose collection the caller may read (404 otherwise). */
export async function whoseCollection(
  ctx: Context,
  clients: Clients,
  query: { gameId: string; playerId?: string },
): Promise<{ game: Game; player: Player }> {
  const { game, players } = await clients.games.gameWithPlayers(query.gameId);
  return { game, player: policies.readablePlayer(currentUser(ctx), game, players, query.playerId) };
}
