import type { ConnectionAuthentication } from '../auth/authentication';
import type { Doc } from '../bson-values';
import type { CursorRegistry } from '../cursors';
import type { SessionRegistry } from '../sessions';
import type { Catalog } from '../storage/catalog';

/** What every command handler may use. */
export interface CommandContext {
  catalog: Catalog;
  cursors: CursorRegistry;
  /** The sessions commands named, for $listLocalSessions. */
  sessions: SessionRegistry;
  connectionId: number;
  /** Who the connection authenticated as (nothing to do when the server has no users). */
  authentication: ConnectionAuthentication;
  startedAt: Date;
  /** Server-wide counters for serverStatus. */
  stats: { connections: () => number; commands: number };
}

export type CommandHandler = (command: Doc, db: string, context: CommandContext) => Doc;

/** The collection name a command targets (its first field's value). */
export const targetName = (command: Doc): string => String(Object.values(command)[0]);
