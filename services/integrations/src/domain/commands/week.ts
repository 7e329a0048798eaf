import { messages } from '@progression/contracts';
import { discordText } from '../discord-text';
import { weekFactsOfGame, weekLines } from '../week-summary';
import { publicly, type CommandInput, type Reply } from './context';
import { followedGame } from './followed-game';

/** /week: the active week, its sets, its banlist and what changed since last week. */
export async function week(input: CommandInput): Promise<Reply> {
  const followed = await followedGame(input);
  const active = followed.game.activeWeek;
  if (active < 1) return publicly(messages.integrations.notStarted);
  return publicly(
    discordText([
      messages.integrations.weekTitle(followed.game.name, active),
      ...(await weekLines(weekFactsOfGame(followed, active), input.clients.catalog)),
    ]),
  );
}
