import Router from '@koa/router';
import { interactionResponseTypes, interactionTypes, messageFlags, messages } from '@progression/contracts';
import { BadRequest, Conflict, HttpError, isDuplicateKey } from '@progression/service-kit';
import type { z } from 'zod';
import type { Clients } from '../../clients';
import { runAutocomplete } from '../../domain/autocomplete';
import { runCommand } from '../../domain/commands';
import type { Reply } from '../../domain/commands/context';
import { runComponent } from '../../domain/components';
import { discordText } from '../../domain/discord-text';
import { discordPublicKey, isSignedByDiscord } from '../../discord/signature';
import { discordSettings, type Env } from '../../env';
import { SeenInteraction } from '../../models/seen-interaction';
import { commandData, componentData, interaction } from './schema';

/** A signed request older (or further ahead) than this is refused: a captured request cannot be replayed later. */
const timestampWindowSeconds = 5 * 60;

const isFresh = (timestamp: string) => {
  const seconds = Number(timestamp);
  return Number.isInteger(seconds) && Math.abs(Date.now() / 1000 - seconds) <= timestampWindowSeconds;
};

/** Marks an issue the schema gave no message of its own (zod's English never reaches anyone). */
const noSchemaMessage = 'no-schema-message';

/** Parses a part of the interaction; a refusal says the schema's message (an option too long) or "not valid". */
function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value, { error: () => noSchemaMessage });
  if (result.success) return result.data;
  const message = result.error.issues.find((issue) => issue.message !== noSchemaMessage)?.message;
  throw new BadRequest(message ?? messages.errors.invalidRequest);
}

/**
 * A reply as Discord's message data: never pinging anyone, with its buttons (none clears the edited
 * message's), ephemeral for refusals; an edit keeps the message's own visibility.
 */
const messageData = (reply: Reply, edit = false) => ({
  content: discordText([reply.content]),
  ...(edit ? {} : { flags: reply.ephemeral ? messageFlags.ephemeral : 0 }),
  allowed_mentions: { parse: [] },
  components: reply.components ?? [],
});

/**
 * `POST /integrations/discord/interactions`: where Discord posts slash commands, clicks on the bot's
 * buttons and autocomplete requests (no user token; the gateway routes it without one). Each request
 * must carry Discord's Ed25519 signature of timestamp + body with the application's public key (401
 * otherwise); an interaction id is answered once (409 after).
 */
export function interactionsRouter({ env, clients }: { env: Env; clients: Clients }) {
  const router = new Router({ prefix: '/integrations/discord' });
  const settings = discordSettings(env);
  const publicKey = settings && discordPublicKey(settings.publicKey);
  const webAppUrl = env.WEB_APP_URL;

  router.post('/interactions', async (ctx) => {
    const rawBody = (ctx.request as { rawBody?: string }).rawBody;
    const timestamp = ctx.get('x-signature-timestamp');
    if (
      !publicKey ||
      !isSignedByDiscord(publicKey, ctx.get('x-signature-ed25519'), timestamp, rawBody) ||
      !isFresh(timestamp)
    )
      throw new HttpError(401, messages.integrations.badSignature);

    const received = parsed(interaction, ctx.request.body);
    const isCommand =
      received.type === interactionTypes.command || received.type === interactionTypes.autocomplete;
    const command = isCommand ? parsed(commandData, received.data) : undefined;
    const component =
      received.type === interactionTypes.component ? parsed(componentData, received.data) : undefined;
    try {
      await SeenInteraction.create({ _id: received.id });
    } catch (error) {
      if (isDuplicateKey(error)) throw new Conflict(messages.integrations.replayedInteraction);
      throw error;
    }

    if (received.type === interactionTypes.ping) {
      ctx.body = { type: interactionResponseTypes.pong };
    } else if (command && received.type === interactionTypes.autocomplete) {
      const choices = await runAutocomplete(received, command, clients, ctx.log);
      ctx.body = { type: interactionResponseTypes.autocompleteResult, data: { choices } };
    } else if (command) {
      const reply = await runCommand(received, command, clients, webAppUrl, ctx.log);
      ctx.body = { type: interactionResponseTypes.channelMessage, data: messageData(reply) };
    } else if (component) {
      const answer = await runComponent(received, component, clients, webAppUrl, ctx.log);
      ctx.body =
        answer.type === 6
          ? { type: answer.type }
          : { type: answer.type, data: messageData(answer.reply, answer.type === 7) };
    } else {
      const unsupported = { content: messages.integrations.unsupportedInteraction, ephemeral: true };
      ctx.body = { type: interactionResponseTypes.channelMessage, data: messageData(unsupported) };
    }
  });

  return router;
}
