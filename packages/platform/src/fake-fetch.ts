/** A request the code under test sent through `fetch`. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the stand-in answers: a status, a body (sent as JSON; none when undefined) and headers. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Case-insensitive, as a real response's headers are. */
const headersOf = (headers: Record<string, string> = {}) => {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { get: (name: string) => byName.get(name.toLowerCase()) ?? null } as Headers;
};

/**
 * Stands in for the network in jsdom (which has no fetch): answers each request with what `answer` says
 * for it and records what was sent, so the client's own handling of responses is what the test exercises.
 * An answer may be a promise, for a test that holds a reply back as a slow service would.
 */
export function answerBy(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const request = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    };
    sent.push(request);
    const { status, body, headers } = await answer(request);
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: headersOf(headers),
      text: async () => text,
    } as Response;
  }) as typeof fetch;
  return sent;
}

/** Answers every request with the same `status` and `body`. */
export function answerWith(status: number, body?: unknown): SentRequest[] {
  return answerBy(() => ({ status, body }));
}

/**
 * Replies held back until the test releases them, as a slow read of a busy service would be: an answer
 * awaits `wait()`, the test calls `release()` once it has seen what shows meanwhile.
 */
export function heldReplies() {
  let waiting: Array<() => void> = [];
  return {
    wait: () => new Promise<void>((release) => waiting.push(release)),
    release() {
      for (const release of waiting) release();
      waiting = [];
    },
  };
}
