import { banTypeGroupNames, messages } from '@progression/contracts';
import { privately, publicly, type CommandInput, type Reply } from './context';
import { CommandRefusal, followedGame } from './followed-game';

const t = messages.integrations;

/**
 * /card name: a card's limit under the banlist of the followed game's active week (the card as the
 * autocomplete offered it, or its name as typed).
 */
export async function card(input: CommandInput): Promise<Reply> {
  const catalog = input.clients.catalog;
  if (!catalog) throw new Error('CATALOG_URL is not set');
  const { game } = await followedGame(input);
  if (game.activeWeek < 1) return privately(t.notStarted);
  const named = input.options.get('name')!;
  const found = await catalog.findCard(named);
  if (!found) throw new CommandRefusal(privately(t.cardNotFound(named.trim().slice(0, 100))));
  const banlist = game.weeks.find((week) => week.week === game.activeWeek)?.banlist;
  if (!banlist) return publicly(t.cardNoBanlist(found.name, game.name, game.activeWeek));
  const version = await catalog.banlistInForce(banlist.format, banlist.activeFrom.slice(0, 10));
  const banType = version.entries.find((entry) => entry.cardId === found.id)?.banType;
  const limit = banType ? banTypeGroupNames[banType] : t.unlimited;
  return publicly(t.cardLimit(found.name, limit, game.name, game.activeWeek));
}
