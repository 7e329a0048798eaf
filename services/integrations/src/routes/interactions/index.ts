import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { BadRequest, Conflict, HttpError, isDuplicateKey } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { runCommand } from '../../domain/commands';
import { discordPublicKey, isSignedByDiscord } from '../../discord/signature';
import { discordSettings, type Env } from '../../env';
import { SeenInteraction } from '../../models/seen-interaction';
import { interaction, interactionType } from './schema';

/** A signed request older (or further ahead) than this is refused: a captured request cannot be replayed later. */
const timestampWindowSeconds = 5 * 60;
/** Discord's message flag for a reply only its user sees. */
const ephemeralFlag = 64;

const isFresh = (timestamp: string) => {
  const seconds = Number(timestamp);
  return Number.isInteger(seconds) && Math.abs(Date.now() / 1000 - seconds) <= timestampWindowSeconds;
};

/**
 * `POST /integrations/discord/interactions`: where Discord posts slash commands (no user token; the
 * gateway routes it without one). Each request must carry Discord's Ed25519 signature of timestamp + body
 * with the application's public key (401 otherwise); an interaction id is answered once (409 after).
 */
export function interactionsRouter({ env, clients }: { env: Env; clients: Clients }) {
  const router = new Router({ prefix: '/integrations/discord' });
  const settings = discordSettings(env);
  const publicKey = settings && discordPublicKey(settings.publicKey);

  router.post('/interactions', async (ctx) => {
    const rawBody = (ctx.request as { rawBody?: string }).rawBody;
    const timestamp = ctx.get('x-signature-timestamp');
    if (
      !publicKey ||
      !isSignedByDiscord(publicKey, ctx.get('x-signature-ed25519'), timestamp, rawBody) ||
      !isFresh(timestamp)
    )
      throw new HttpError(401, messages.integrations.badSignature);

    const parsed = interaction.safeParse(ctx.request.body);
    if (!parsed.success) throw new BadRequest(messages.errors.invalidRequest);
    const received = parsed.data;
    try {
      await SeenInteraction.create({ _id: received.id });
    } catch (error) {
      if (isDuplicateKey(error)) throw new Conflict(messages.integrations.replayedInteraction);
      throw error;
    }

    if (received.type === interactionType.ping) {
      ctx.body = { type: 1 };
      return;
    }
    const reply =
      received.type === interactionType.command
        ? await runCommand(received, clients, ctx.log)
        : { content: messages.integrations.unsupportedInteraction, ephemeral: true };
    ctx.body = {
      type: 4,
      data: {
        content: reply.content,
        flags: reply.ephemeral ? ephemeralFlag : 0,
        allowed_mentions: { parse: [] },
      },
    };
  });

  return router;
}
