import { discordLimits } from '@progression/contracts';
import type { Logger } from '@progression/service-kit';
import type { Clients } from '../../clients';
import type { CommandData, Interaction } from '../../routes/interactions/schema';
import { askerOf } from '../commands';
import { CommandRefusal, gameOfInteraction, linkedUser } from '../commands/followed-game';

/** One choice offered as the user types: what they see, and the value the command then receives. */
export interface Choice {
  name: string;
  value: string;
}

type Asker = NonNullable<ReturnType<typeof askerOf>>;

/**
 * The entries whose text holds what the user typed (case aside), those starting with it first, at most
 * Discord's 25, names cut to its 100 characters.
 */
export function bestChoices<T>(entries: T[], typed: string, choiceOf: (entry: T) => Choice): Choice[] {
  const wanted = typed.trim().toLowerCase();
  const choices = entries.map(choiceOf);
  const starting = choices.filter((choice) => choice.name.toLowerCase().startsWith(wanted));
  const holding = choices.filter(
    (choice) => !choice.name.toLowerCase().startsWith(wanted) && choice.name.toLowerCase().includes(wanted),
  );
  return [...starting, ...holding].slice(0, discordLimits.choices).map((choice) => ({
    name: choice.name.slice(0, discordLimits.choiceNameLength),
    value: choice.value.slice(0, discordLimits.choiceValueLength),
  }));
}

/** The linked user's games (none for a user who has not linked). */
async function usersGames(asker: Asker) {
  const { userId } = await linkedUser(asker);
  return asker.clients.games.gamesOfUser(userId);
}

/** What each command offers for each option with `autocomplete`, from what the user typed so far. */
const sources: Record<
  string,
  (asker: Asker, typed: string, options: Map<string, string>) => Promise<Choice[]>
> = {
  // /subscribe: the user's games by name; the value is the invite code the command takes.
  'subscribe.invite_code': async (asker, typed) =>
    bestChoices(await usersGames(asker), typed, (game) => ({ name: game.name, value: game.inviteCode })),
  'matches.game': async (asker, typed) =>
    bestChoices(await usersGames(asker), typed, (game) => ({ name: game.name, value: game.gameId })),
  'report.game': async (asker, typed) =>
    bestChoices(await usersGames(asker), typed, (game) => ({ name: game.name, value: game.gameId })),
  // The other players of the game chosen in the same interaction (else the one the server follows).
  'report.opponent': async (asker, typed, options) => {
    const { userId } = await linkedUser(asker);
    const game = await gameOfInteraction({ ...asker, options });
    if (!game.players.some((player) => player.userId === userId)) return [];
    const others = game.players.filter((player) => player.userId !== userId);
    return bestChoices(others, typed, (player) => ({ name: player.username, value: player.id }));
  },
  // Card names from the catalog (reference data every user reads).
  'card.name': async (asker, typed) => {
    const catalog = asker.clients.catalog;
    if (!catalog || !typed.trim()) return [];
    const cards = await catalog.cardsNamed(
      typed.slice(0, discordLimits.choiceNameLength),
      discordLimits.choices,
    );
    return bestChoices(cards, typed, (card) => ({ name: card.name, value: card.id }));
  },
};

/**
 * Answers an autocomplete interaction with the choices for the focused option. Nothing to offer (an
 * unlinked user, an option without a list, a service that did not answer) is an empty list: Discord
 * shows no message in answer to typing.
 */
export async function runAutocomplete(
  interaction: Interaction,
  data: CommandData,
  clients: Clients,
  logger: Logger,
): Promise<Choice[]> {
  const focused = data.options?.find((option) => option.focused);
  const key = focused && `${data.name}.${focused.name}`;
  const source = key && Object.hasOwn(sources, key) ? sources[key] : undefined;
  const asker = askerOf(interaction, clients, undefined);
  if (!focused || !source || !asker) return [];
  const options = new Map(
    (data.options ?? [])
      .filter((option) => !option.focused && typeof option.value === 'string')
      .map((option) => [option.name, option.value as string]),
  );
  try {
    return await source(asker, String(focused.value ?? ''), options);
  } catch (error) {
    if (!(error instanceof CommandRefusal))
      logger.warn({ err: error, option: `${data.name}.${focused.name}` }, 'an autocomplete failed');
    return [];
  }
}
