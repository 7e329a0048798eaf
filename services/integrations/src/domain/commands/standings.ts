import { messages } from '@progression/contracts';
import { discordText } from '../discord-text';
import { publicly, type CommandInput, type Reply } from './context';
import { followedGame } from './followed-game';

const t = messages.integrations;

/**
 * /standings: the current scores of the followed game, the placed players of its Current Scores page
 * (tied players share a place). The matches service is asked as the game's admin (every player reads the
 * same table).
 */
export async function standings(input: CommandInput): Promise<Reply> {
  const { game, players } = await followedGame(input);
  const admin = players.find((player) => player.isAdmin) ?? players[0];
  if (!admin) return publicly(t.noStandings);
  const table = (await input.clients.matches.currentScores(admin.userId, game.id)).filter(
    (row) => row.place !== null,
  );
  if (table.length === 0) return publicly(t.noStandings);
  return publicly(
    discordText([
      t.standingsTitle(game.name),
      ...table.map((row) => t.standingsRow(row.place!, row.username, row.points, row.wins, row.losses)),
    ]),
  );
}
