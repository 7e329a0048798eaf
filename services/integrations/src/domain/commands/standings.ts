import { messages } from '@progression/contracts';
import { currentStandings } from '../standings';
import { discordText } from '../discord-text';
import { publicly, type CommandInput, type Reply } from './context';
import { followedGame } from './followed-game';

const t = messages.integrations;

/**
 * /standings: the current scores of the followed game, as its Current Scores page sums them. The
 * matches service is asked as the game's admin (every player reads the same table).
 */
export async function standings(input: CommandInput): Promise<Reply> {
  const { game, players } = await followedGame(input);
  const admin = players.find((player) => player.isAdmin) ?? players[0];
  if (!admin) return publicly(t.noStandings);
  const table = currentStandings(await input.clients.matches.legs(admin.userId, game.id));
  if (table.length === 0) return publicly(t.noStandings);
  return publicly(
    discordText([
      t.standingsTitle(game.name),
      ...table.map((row, index) => t.standingsRow(index + 1, row.username, row.points, row.wins, row.losses)),
    ]),
  );
}
