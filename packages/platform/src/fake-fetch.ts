/** A request the code under test sent through `fetch`. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Stands in for the network in jsdom (which has no fetch): answers every request with `status` and `body`
 * and records what was sent, so the client's own handling of responses is what the test exercises.
 */
export function answerWith(status: number, body?: unknown): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  }) as typeof fetch;
  return sent;
}
