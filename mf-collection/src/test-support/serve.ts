/** A request the page sent. */
export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/**
 * jsdom has no network: `answer` stands in for the gateway (status 200 with its body, or a `{status, body}`
 * it returns through `fail`), and every request is recorded.
 */
export function serve(answer: (request: Sent) => unknown): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const request = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    const reply = answer(request);
    const failed = reply instanceof Failure;
    const text = JSON.stringify(failed ? reply.body : reply);
    const status = failed ? reply.status : 200;
    return { ok: !failed, status, text: async () => text } as Response;
  }) as typeof fetch;
  return sent;
}

/** A refusal `serve` answers with. */
export class Failure {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
