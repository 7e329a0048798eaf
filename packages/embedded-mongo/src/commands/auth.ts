import { Binary } from 'bson';
import type { Doc } from '../bson-values';
import { AuthenticationRefused } from '../auth/authentication';
import { SCRAM_MECHANISMS } from '../auth/scram';
import { authenticationFailed, authenticationNotConfigured } from '../errors';
import type { CommandContext, CommandHandler } from './context';

/** The commands mongod runs before a connection authenticates (the handshake, and authenticating itself). */
export const ALLOWED_BEFORE_AUTHENTICATION = new Set([
  'hello',
  'ismaster',
  'ping',
  'buildinfo',
  'saslstart',
  'saslcontinue',
  'authenticate',
  'getnonce',
  'logout',
]);

/** A SASL payload (BSON binary) as text. */
const payloadText = (payload: unknown): string => {
  if (payload instanceof Binary)
    return Buffer.from(payload.buffer.subarray(0, payload.position)).toString('utf8');
  if (payload instanceof Uint8Array) return Buffer.from(payload).toString('utf8');
  return typeof payload === 'string' ? payload : '';
};
const binary = (text: string) => new Binary(Buffer.from(text, 'utf8'));

/** Turns a refused attempt into mongod's answer; the reason is not told to the client. */
function refusing<T>(context: CommandContext, attempt: () => T): T {
  if (!context.authentication.users) throw authenticationNotConfigured();
  try {
    return attempt();
  } catch (error) {
    if (error instanceof AuthenticationRefused) throw authenticationFailed();
    throw error;
  }
}

const saslStart: CommandHandler = (command, db, context) =>
  refusing(context, () => {
    const { conversationId, serverFirst } = context.authentication.start(
      command.mechanism,
      payloadText(command.payload),
      db,
    );
    return { conversationId, done: false, payload: binary(serverFirst), ok: 1 };
  });

const saslContinue: CommandHandler = (command, _db, context) =>
  refusing(context, () => {
    const serverFinal = context.authentication.finish(command.conversationId, payloadText(command.payload));
    return { conversationId: command.conversationId, done: true, payload: binary(serverFinal), ok: 1 };
  });

/**
 * What hello adds for a driver that authenticates: the mechanisms of the user it names, and the first
 * step of the conversation it started speculatively (left out when that fails, as mongod does; the driver
 * then runs saslStart itself and hears why).
 */
export function helloAuthentication(command: Doc, context: CommandContext): Doc {
  const { users } = context.authentication;
  const asked = command.saslSupportedMechs;
  const speculative = command.speculativeAuthenticate as Doc | undefined;
  if (!users) {
    if (asked || speculative) throw authenticationNotConfigured();
    return {};
  }
  const reply: Doc = {};
  if (typeof asked === 'string' && users.has(asked)) reply.saslSupportedMechs = SCRAM_MECHANISMS;
  if (speculative && 'saslStart' in speculative) {
    try {
      const db = typeof speculative.db === 'string' ? speculative.db : 'admin';
      reply.speculativeAuthenticate = saslStart(speculative, db, context);
    } catch {
      // Left out: the driver authenticates with saslStart instead.
    }
  }
  return reply;
}

export const authCommands: Record<string, CommandHandler> = {
  saslstart: saslStart,
  saslcontinue: saslContinue,
  // MONGODB-CR and friends: gone from mongod too.
  authenticate: () => {
    throw authenticationFailed();
  },
  getnonce: () => {
    throw authenticationFailed();
  },
  logout: (_command, _db, context) => {
    context.authentication.user = undefined;
    return { ok: 1 };
  },
};
