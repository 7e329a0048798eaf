import http from 'node:http';

/** One SSE event as a client reads it. */
export interface ReceivedEvent {
  id?: string;
  event?: string;
  data: string;
}

/** An open `text/event-stream` answer, read as it arrives (tests and the bench). */
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: ReceivedEvent[];
  /** Comment lines (`: heartbeat`) seen so far. */
  comments: string[];
  /** Resolves once `count` events have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  /** Called with each event as it arrives. */
  onEvent(listener: (event: ReceivedEvent) => void): void;
  close(): void;
}

/** Opens `url` with the given headers and parses the SSE answer; a non-200 answer's body is in `events[0].data`. */
export function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: ReceivedEvent[] = [];
      const comments: string[] = [];
      const listeners: Array<(event: ReceivedEvent) => void> = [];
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ReceivedEvent = { data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data += line.slice(6);
              isEvent = true;
            }
          }
          if (isEvent) {
            events.push(event);
            for (const listener of listeners) listener(event);
          }
        }
      });
      response.on('error', () => undefined);
      const client: SseClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        onEvent: (listener) => listeners.push(listener),
        waitFor(count, timeoutMs = 5000) {
          return new Promise((done, fail) => {
            const deadline = Date.now() + timeoutMs;
            const check = () => {
              if (events.length >= count) return done(events.slice(0, count));
              if (Date.now() > deadline)
                return fail(new Error(`expected ${count} events, got ${events.length}`));
              setTimeout(check, 10);
            };
            check();
          });
        },
        close: () => request.destroy(),
      };
      if (response.statusCode !== 200) {
        let body = '';
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          events.push({ data: body });
          resolve(client);
        });
        return;
      }
      resolve(client);
    });
    request.on('error', reject);
  });
}
