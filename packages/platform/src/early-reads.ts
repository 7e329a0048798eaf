/**
 * Answers the shell's first script asked for before any shared code ran (shell/src/early-reads.ts): the
 * first reads of a signed-in page, sent while the code loads instead of after it. Each is used once, by
 * the first GET of the same URL made with the same session token within a few seconds of the page's start
 * (later, the answer may be out of date); any other read goes to the network.
 */
export interface EarlyRead {
  /** The session token it was asked with. */
  token: string;
  /** When it was sent (`performance.now()`). */
  sentAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** The shell's early reads by URL (path and query, as the platform's `api` writes them). */
    __earlyReads?: Map<string, EarlyRead>;
  }
}

/** How long after it was sent an early answer may still stand for a read the page makes. */
export const earlyReadLifetimeMs = 10_000;

/** The early answer to a GET of `url` with `token`, taken (once); undefined when there is none to use. */
export function takeEarlyRead(url: string, token: string | null): Promise<Response> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__earlyReads;
  const read = reads?.get(url);
  if (!read) return undefined;
  reads!.delete(url);
  const fresh = performance.now() - read.sentAt <= earlyReadLifetimeMs;
  return read.token === token && fresh ? read.response : undefined;
}
