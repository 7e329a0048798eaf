import { createHash } from 'node:crypto';
import { Binary } from 'bson';
import type { Doc } from './bson-values';
import { keyOf } from './bson-values';

/** The uid of the unauthenticated user (mongod's: the SHA-256 of the empty user name). */
const ANONYMOUS_UID = new Binary(createHash('sha256').update('').digest(), 0);
const SESSION_TIMEOUT_MS = 30 * 60 * 1000;

/** The logical sessions commands have named (`lsid`), for `$listLocalSessions`; forgotten after 30 idle minutes. */
export class SessionRegistry {
  private readonly sessions = new Map<string, { id: unknown; lastUse: Date }>();

  /** Records the command's session, if it names one. */
  touch(lsid: unknown): void {
    if (!lsid || typeof lsid !== 'object' || !('id' in lsid)) return;
    const id = (lsid as Doc).id;
    this.sessions.set(keyOf(id), { id, lastUse: new Date() });
  }

  list(): Doc[] {
    const now = Date.now();
    for (const [key, session] of this.sessions)
      if (now - session.lastUse.getTime() > SESSION_TIMEOUT_MS) this.sessions.delete(key);
    return [...this.sessions.values()].map(({ id, lastUse }) => ({
      _id: { id, uid: ANONYMOUS_UID },
      lastUse,
    }));
  }
}
