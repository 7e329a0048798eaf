import type { ScramKeys, ScramMechanism } from './scram';
import { deriveScramKeys, parseClientFirst, SCRAM_MECHANISMS, ScramConversation, ScramError } from './scram';

/** The one user a server started with credentials knows; it may run every command. */
export interface Credentials {
  username: string;
  password: string;
}

/** Users live in the `admin` database, as the drivers' `authSource=admin` says. */
export const USER_DATABASE = 'admin';

/** Why an attempt failed, for the server's log; the client hears only "Authentication failed.". */
export class AuthenticationRefused extends Error {}

/** The server's user with the keys of each mechanism, derived once at start (the password is not kept). */
export class ServerUsers {
  readonly username: string;
  private readonly keys: Map<ScramMechanism, ScramKeys>;

  constructor({ username, password }: Credentials) {
    if (!username || !/^[\x21-\x7e]+$/.test(password))
      throw new Error(
        'embedded-mongo credentials need a username and a password of printable ASCII characters',
      );
    this.username = username;
    this.keys = new Map(
      SCRAM_MECHANISMS.map((mechanism) => [mechanism, deriveScramKeys(mechanism, username, password)]),
    );
  }

  /** Whether `db.name` (hello's `saslSupportedMechs`) names the user. */
  has(qualifiedName: string): boolean {
    return qualifiedName === `${USER_DATABASE}.${this.username}`;
  }

  /** Starts a conversation from a client-first message; refuses unknown users and mechanisms. */
  start(mechanism: unknown, clientFirst: string, db: string): ScramConversation {
    const keys = this.keys.get(mechanism as ScramMechanism);
    if (!keys) throw new AuthenticationRefused(`unsupported mechanism ${String(mechanism)}`);
    const first = parseClientFirst(clientFirst);
    if (db !== USER_DATABASE || first.username !== this.username)
      throw new AuthenticationRefused(`no user ${first.username} in ${db}`);
    return new ScramConversation(keys, first);
  }
}

/**
 * One connection's state: before authentication only the handshake commands run (when the server has
 * users); a finished conversation names the user for the rest of the connection.
 */
export class ConnectionAuthentication {
  user: string | undefined;
  private conversation: { id: number; scram: ScramConversation } | undefined;
  private conversations = 0;

  constructor(readonly users: ServerUsers | undefined) {}

  /** Whether this connection may run commands beyond the handshake. */
  get authorized(): boolean {
    return this.users === undefined || this.user !== undefined;
  }

  /** saslStart: the conversation's id and the server-first message. */
  start(
    mechanism: unknown,
    clientFirst: string,
    db: string,
  ): { conversationId: number; serverFirst: string } {
    if (!this.users) throw new AuthenticationRefused('the server has no users');
    try {
      const scram = this.users.start(mechanism, clientFirst, db);
      this.conversation = { id: ++this.conversations, scram };
      return { conversationId: this.conversation.id, serverFirst: scram.serverFirst };
    } catch (error) {
      throw asRefusal(error);
    }
  }

  /** saslContinue: checks the proof and answers the server-final message; the connection is then the user's. */
  finish(conversationId: unknown, clientFinal: string): string {
    const conversation = this.conversation;
    this.conversation = undefined;
    if (!conversation || conversation.id !== Number(conversationId))
      throw new AuthenticationRefused('no such SASL conversation');
    try {
      const serverFinal = conversation.scram.finish(clientFinal);
      this.user = this.users?.username;
      return serverFinal;
    } catch (error) {
      throw asRefusal(error);
    }
  }
}

const asRefusal = (error: unknown) =>
  error instanceof ScramError ? new AuthenticationRefused(error.message) : error;
