import { messages } from '@progression/contracts';
import { MatchesRefusal } from '../../clients/matches';
import { DiscordLink } from '../../models/discord-link';
import { privately, publicly, type CommandInput, type Reply } from './context';
import { followedGame, linkedPlayer } from './followed-game';

const t = messages.integrations;

/**
 * /report opponent result: the linked player reports their match against the opponent (a linked Discord
 * user) through the matches service as themselves, so the web app's rules answer: the active week's
 * match, else their latest one (which the service refuses as too old).
 */
export async function report(input: CommandInput): Promise<Reply> {
  const followed = await followedGame(input);
  const me = await linkedPlayer(input, followed);
  const opponentId = input.options.get('opponent')!;
  const opponentName = input.resolvedUsers.get(opponentId)?.username ?? opponentId;
  const opponentLink = await DiscordLink.findById(opponentId).lean();
  const opponent = opponentLink && followed.players.find((player) => player.userId === opponentLink.userId);
  if (!opponent) return privately(t.opponentNotLinked(opponentName));

  const between = (await input.clients.matches.matches(me.userId, followed.game.id))
    .filter(
      (match) =>
        (match.firstPlayerId === me.id && match.secondPlayerId === opponent.id) ||
        (match.firstPlayerId === opponent.id && match.secondPlayerId === me.id),
    )
    .sort((a, b) => b.weekNum - a.weekNum);
  const match = between.find((candidate) => candidate.weekNum === followed.game.activeWeek) ?? between[0];
  if (!match) return privately(t.noMatchWith(opponent.username));

  const won = input.options.get('result') === 'win';
  try {
    await input.clients.matches.report(me.userId, match.id, won ? me.id : opponent.id);
  } catch (error) {
    if (error instanceof MatchesRefusal) return privately(error.message);
    throw error;
  }
  return publicly(
    won ? t.reported(me.username, opponent.username) : t.reported(opponent.username, me.username),
  );
}
