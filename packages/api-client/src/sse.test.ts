import { sseParser, type ServerSentEvent } from './sse';

describe('sseParser', () => {
  it('reads events split across chunks, skipping comments, with ids and multi-line data', () => {
    const events: ServerSentEvent[] = [];
    const feed = sseParser((event) => events.push(event));
    feed('retry: 2000\n\n: heartbeat\n\nid: 7\nevent: notif');
    expect(events).toEqual([]);
    feed('ication\ndata: {"a":1}\n\r\ndata: one\ndata: two\n\n');
    expect(events).toEqual([
      { id: '7', event: 'notification', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});
