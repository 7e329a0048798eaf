import { messageFlags, messages, parseCustomId, type ParsedCustomId } from '@progression/contracts';
import type { Logger } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { askerOf, failureReply } from '../commands';
import { privately } from '../commands/context';
import { CommandRefusal, followedGameId, linkedPlayer } from '../commands/followed-game';
import { openMatchesReply } from '../commands/matches';
import { standingsReply } from '../commands/standings';
import type { ComponentData, Interaction } from '../../routes/interactions/schema';
import { gameOfButton, type Click, type ClickAnswer } from './click';
import { reportClicked } from './report';
import { confirmClicked } from './confirm';

export type { ClickAnswer };

const t = messages.integrations;

const handlers: { [K in ParsedCustomId['kind']]: (click: Click<K>) => Promise<ClickAnswer> } = {
  report: reportClicked,
  confirm: confirmClicked,
  /** "My matches": the clicking player's open matches, with their buttons, for them alone. */
  async matches({ asker, fields }) {
    const game = await gameOfButton(asker.clients, fields.gameId);
    const me = await linkedPlayer(asker, game);
    return { type: 4, reply: await openMatchesReply(game, me, asker.clients) };
  },
  /** "Refresh" under the standings: the same message with the scores as they are now. */
  async standings({ asker, fields, message }) {
    if ((await followedGameId(asker)) !== fields.gameId) throw new CommandRefusal(privately(t.staleButton));
    const reply = await standingsReply(await gameOfButton(asker.clients, fields.gameId), asker.clients);
    return reply.content === message.content ? { type: 6 } : { type: 7, reply };
  },
};

/**
 * Answers a click on one of the bot's buttons. Its custom_id is parsed again with the contracts' schemas
 * (a forged or unknown one gets a refusal), and every outcome is an answer, never an HTTP error.
 */
export async function runComponent(
  interaction: Interaction,
  data: ComponentData,
  clients: Clients,
  webAppUrl: string | undefined,
  logger: Logger,
): Promise<ClickAnswer> {
  const parsed = parseCustomId(data.custom_id);
  if (!parsed) return { type: 4, reply: privately(t.unknownButton) };
  const asker = askerOf(interaction, clients, webAppUrl);
  if (!asker) return { type: 4, reply: privately(t.guildOnly) };
  const message = {
    content: interaction.message?.content ?? '',
    ephemeral: ((interaction.message?.flags ?? 0) & messageFlags.ephemeral) !== 0,
  };
  const { kind, fields } = parsed;
  const handler = handlers[kind] as (click: Click<typeof kind>) => Promise<ClickAnswer>;
  try {
    return await handler({ asker, fields, message });
  } catch (error) {
    return { type: 4, reply: failureReply(error, `button ${kind}`, logger) };
  }
}
