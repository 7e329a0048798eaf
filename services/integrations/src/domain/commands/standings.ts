import { messages } from '@progression/contracts';
import type { Clients } from '../../clients';
import type { InternalGame } from '../../clients/games';
import { actionButton, actionRow } from '../../discord/components';
import { discordText } from '../discord-text';
import { publicly, type CommandInput, type Reply } from './context';
import { followedGame } from './followed-game';

const t = messages.integrations;

/**
 * The Swiss standings of a Swiss game, else the current scores of a game, the placed players of its Current Scores page (tied players share a
 * place), with a button to show them again. The matches service is asked as the game's admin (every
 * player reads the same table).
 */
export async function standingsReply(
  followed: InternalGame,
  clients: Pick<Clients, 'matches'>,
): Promise<Reply> {
  const { game, players } = followed;
  const refresh = [actionRow([actionButton(t.buttons.refresh, 'standings', { gameId: game.id })])];
  const admin = players.find((player) => player.isAdmin) ?? players[0];
  // A Swiss game answers its standings with their tiebreakers.
  const swiss = admin
    ? (await clients.matches.swissStandings(admin.userId, game.id)).filter((row) => row.place !== null)
    : [];
  if (swiss.length > 0)
    return publicly(
      discordText([
        t.swissStandingsTitle(game.name),
        ...swiss.map((row) =>
          t.swissStandingsRow(
            row.place!,
            row.username,
            row.matchPoints,
            row,
            (row.opponentsMatchWin * 100).toFixed(2),
            (row.gameWin * 100).toFixed(2),
          ),
        ),
      ]),
      refresh,
    );
  const table = admin
    ? (await clients.matches.currentScores(admin.userId, game.id)).filter((row) => row.place !== null)
    : [];
  if (table.length === 0) return publicly(t.noStandings, refresh);
  return publicly(
    discordText([
      t.standingsTitle(game.name),
      ...table.map((row) => t.standingsRow(row.place!, row.username, row.points, row.wins, row.losses)),
    ]),
    refresh,
  );
}

/** /standings: the followed game's current scores. */
export async function standings(input: CommandInput): Promise<Reply> {
  return standingsReply(await followedGame(input), input.clients);
}
