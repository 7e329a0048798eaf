/** One Server-Sent Event as read from a stream. */
export interface ServerSentEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * Parses a `text/event-stream` body as it arrives (the SSE format: blocks separated by a blank line,
 * `field: value` lines, comments starting with `:`). Feed it text chunks; it calls `onEvent` for each
 * complete event and keeps a partial one until its end arrives.
 */
export function sseParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: ServerSentEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') event.id = value;
        else if (field === 'event') event.event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) onEvent({ ...event, data: data.join('\n') });
    }
  };
}
