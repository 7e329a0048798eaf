import { messages } from '@progression/contracts';
import { discordText } from '../discord-text';
import { privately, type CommandInput, type Reply } from './context';
import { followedGame, linkedPlayer } from './followed-game';

const t = messages.integrations;

/** /matches: the linked player's unplayed matches of the active week. */
export async function matches(input: CommandInput): Promise<Reply> {
  const followed = await followedGame(input);
  const me = await linkedPlayer(input, followed);
  const all = await input.clients.matches.matches(me.userId, followed.game.id);
  const open = all.filter(
    (match) =>
      match.weekNum === followed.game.activeWeek &&
      match.winnerId === null &&
      (match.firstPlayerId === me.id || match.secondPlayerId === me.id),
  );
  if (open.length === 0) return privately(t.noOpenMatches);
  const name = (playerId: string) =>
    followed.players.find((player) => player.id === playerId)?.username ?? playerId;
  return privately(
    discordText([
      t.openMatchesTitle(followed.game.activeWeek),
      ...open.map((match) =>
        t.openMatch(name(match.firstPlayerId === me.id ? match.secondPlayerId : match.firstPlayerId)),
      ),
    ]),
  );
}
