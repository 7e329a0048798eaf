// The plain module, not the contracts' index: the index brings zod, which the login page can do without.
import { consistencyHeader, parseConsistencyToken } from '@progression/contracts/consistency';

/**
 * Reads see your own writes: the highest `Progression-Consistency` any answer carried, sent back with
 * every later request, so a service that projects the events of a write answers only once it has applied
 * them (docs/architecture.md). One per page, shared by every frontend (the platform is one copy).
 */
let highest: number | undefined;

export const consistencyToken = {
  /** Keeps the answer's token when it is the highest seen (a test's stand-in answer may have no headers). */
  remember(response: { headers?: Pick<Headers, 'get'> }): void {
    const token = parseConsistencyToken(response.headers?.get(consistencyHeader));
    if (token !== undefined && (highest === undefined || token > highest)) highest = token;
  },
  /** The header to send: none until an answer carried a token. */
  header(): Record<string, string> {
    return highest === undefined ? {} : { [consistencyHeader]: String(highest) };
  },
  /** Forgets it (tests; a new page starts without one anyway). */
  clear(): void {
    highest = undefined;
  },
};
