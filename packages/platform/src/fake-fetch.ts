/** A request the code under test sent through `fetch`. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the stand-in answers: a status and a body (sent as JSON; none when undefined). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * Stands in for the network in jsdom (which has no fetch): answers each request with what `answer` says
 * for it and records what was sent, so the client's own handling of responses is what the test exercises.
 */
export function answerBy(answer: (request: SentRequest) => FakeAnswer): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const request = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    };
    sent.push(request);
    const { status, body } = answer(request);
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  }) as typeof fetch;
  return sent;
}

/** Answers every request with the same `status` and `body`. */
export function answerWith(status: number, body?: unknown): SentRequest[] {
  return answerBy(() => ({ status, body }));
}
