import type { Doc } from '../bson-values';
import { asCommandError, commandNotFound, illegalOperation, unauthorized } from '../errors';
import { adminCommands } from './admin';
import { aggregateCommands } from './aggregate';
import { ALLOWED_BEFORE_AUTHENTICATION, authCommands } from './auth';
import type { CommandContext, CommandHandler } from './context';
import { ddlCommands } from './ddl';
import { handshakeCommands } from './handshake';
import { readCommands } from './read';
import { WRITE_COMMANDS, writeCommands } from './write';

const handlers: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...authCommands,
  ...readCommands,
  ...writeCommands,
  ...aggregateCommands,
  ...ddlCommands,
  ...adminCommands,
  listcommands: () => ({
    commands: Object.fromEntries(Object.keys(handlers).map((name) => [name, { help: '', adminOnly: false }])),
    ok: 1,
  }),
};

/** The command's name: its first field, in any case (hello, isMaster, ismaster). */
export const commandName = (command: Doc) => (Object.keys(command)[0] ?? '').toLowerCase();

/** Whether an aggregate ends in a stage that stores its results. */
const writesResults = (command: Doc) => {
  const pipeline = Array.isArray(command.pipeline) ? (command.pipeline as unknown[]) : [];
  const last = pipeline.at(-1);
  return typeof last === 'object' && last !== null && ('$out' in last || '$merge' in last);
};

/** Whether a command changes data: it is refused once writes are, and its reply waits for durability. */
export const isWriteCommand = (command: Doc) => {
  const name = commandName(command);
  return WRITE_COMMANDS.has(name) || (name === 'aggregate' && writesResults(command));
};

/**
 * Runs one command and returns its reply; failures become `{ok: 0, code, codeName, errmsg}`.
 * Before authentication (on a server with users) only the handshake runs; transactions are refused as a
 * standalone mongod refuses them, before anything is applied.
 */
export function runCommand(command: Doc, context: CommandContext): Doc {
  const name = commandName(command);
  const db = typeof command.$db === 'string' ? command.$db : 'admin';
  try {
    if (!context.authentication.authorized && !ALLOWED_BEFORE_AUTHENTICATION.has(name))
      throw unauthorized(Object.keys(command)[0] ?? '');
    if (command.txnNumber !== undefined || command.startTransaction !== undefined || command.autocommit !== undefined)
      throw illegalOperation('Transaction numbers are only allowed on a replica set member or mongos');
    context.sessions.touch(command.lsid);
    const handler = handlers[name];
    if (!handler) throw commandNotFound(Object.keys(command)[0] ?? '');
    context.stats.commands++;
    return handler(command, db, context);
  } catch (error) {
    return asCommandError(error).toReply();
  }
}
