import net from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  AnswerReader,
  UpstreamPool,
  type AnswerHead,
  type AnswerHandlers,
  type UpstreamError,
  type UpstreamRequest,
} from './upstream';

/** What a reader or an exchange reported. */
interface Heard {
  head?: AnswerHead;
  body: string;
  ended: boolean;
  error?: UpstreamError;
}

function listener(): { heard: Heard; handlers: AnswerHandlers; done: Promise<Heard> } {
  const heard: Heard = { body: '', ended: false };
  let settle: (value: Heard) => void = () => undefined;
  const done = new Promise<Heard>((resolve) => (settle = resolve));
  const handlers: AnswerHandlers = {
    head: (answer) => (heard.head = answer),
    body: (chunk, end) => {
      if (chunk) heard.body += chunk.toString('latin1');
      if (end) {
        heard.ended = true;
        settle(heard);
      }
    },
    error: (error) => {
      heard.error = error;
      settle(heard);
    },
  };
  return { heard, handlers, done };
}

/** Feeds an answer to a reader cut at `cuts`; returns what was heard and whether every piece was readable. */
function readInPieces(text: string, cuts: number[], bodiless = false) {
  const { heard, handlers } = listener();
  const reader = new AnswerReader(bodiless, handlers);
  const bytes = Buffer.from(text, 'latin1');
  const bounds = [0, ...cuts, bytes.length];
  let readable = true;
  for (let index = 1; index < bounds.length; index += 1) {
    readable &&= reader.read(bytes.subarray(bounds[index - 1], bounds[index]));
  }
  return { heard, readable, reader };
}

const chunkedAnswer =
  'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n' +
  '5\r\nhello\r\n7;ext=1\r\n, world\r\n0\r\nX-Trailer: t\r\n\r\n';

describe('AnswerReader', () => {
  it('reads a sized answer: status, headers lower-cased, hop-by-hop ones left out, the body', () => {
    const { heard, readable, reader } = readInPieces(
      'HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
        'Connection: keep-alive\r\nKeep-Alive: timeout=5\r\nX-Request-Id: r1\r\n\r\n{}',
      [],
    );
    expect(readable).toBe(true);
    expect(heard.head).toEqual({
      status: 201,
      headers: ['content-type', 'application/json', 'x-request-id', 'r1', 'content-length', '2'],
      length: 2,
      type: 'application/json',
      encoding: '',
    });
    expect(heard).toMatchObject({ body: '{}', ended: true });
    expect(reader.keepAlive).toBe(true);
    expect(reader.idleSeconds).toBe(5);
  });

  it('reads a chunked answer cut anywhere, decoded, its trailers dropped', () => {
    for (let cut = 1; cut < chunkedAnswer.length; cut += 1) {
      const { heard, readable } = readInPieces(chunkedAnswer, [cut]);
      expect(readable).toBe(true);
      expect(heard).toMatchObject({ body: 'hello, world', ended: true });
      expect(heard.head?.length).toBe(-1);
      expect(heard.head?.headers).not.toContain('transfer-encoding');
    }
    const byteByByte = readInPieces(
      chunkedAnswer,
      Array.from({ length: chunkedAnswer.length - 1 }, (_, i) => i + 1),
    );
    expect(byteByByte.heard.body).toBe('hello, world');
  });

  it('passes over interim answers to the final one', () => {
    const { heard } = readInPieces(
      'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabc',
      [10, 30],
    );
    expect(heard.head?.status).toBe(200);
    expect(heard.body).toBe('abc');
  });

  it('reads no body after HEAD, 204 or 304, whatever the length says', () => {
    const head = readInPieces('HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n', [], true);
    expect(head.heard).toMatchObject({ body: '', ended: true });
    expect(head.heard.head?.headers).toEqual(['content-length', '99']);
    for (const status of ['204 No Content', '304 Not Modified']) {
      expect(readInPieces(`HTTP/1.1 ${status}\r\n\r\n`, []).heard.ended).toBe(true);
    }
  });

  it('reads an answer with neither length nor chunks until the connection ends, and does not keep it', () => {
    const { heard, reader } = readInPieces('HTTP/1.1 200 OK\r\n\r\nsome bytes', []);
    expect(heard.ended).toBe(false);
    expect(reader.closed()).toBe(true);
    expect(heard).toMatchObject({ body: 'some bytes', ended: true });
    expect(reader.keepAlive).toBe(false);
  });

  it('does not keep a connection the service closes, or one framed both ways', () => {
    expect(
      readInPieces('HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', []).reader.keepAlive,
    ).toBe(false);
    const both = readInPieces(
      'HTTP/1.1 200 OK\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nx\r\n0\r\n\r\n',
      [],
    );
    expect(both.heard.body).toBe('x');
    expect(both.heard.head?.headers).not.toContain('content-length');
    expect(both.reader.keepAlive).toBe(false);
  });

  it.each([
    ['a malformed status line', 'HTTP/2 200 OK\r\n\r\n'],
    ['a folded header line', 'HTTP/1.1 200 OK\r\nX-A: 1\r\n  2\r\nContent-Length: 0\r\n\r\n'],
    ['two different lengths', 'HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nx'],
    ['a bad chunk size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
    ['bytes after the answer', 'HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nxy'],
  ])('refuses %s', (_case, text) => {
    expect(readInPieces(text, []).readable).toBe(false);
  });
});

/** A service stand-in speaking raw HTTP: `answer` decides what each request gets. */
async function rawService(answer: (request: string, socket: net.Socket, index: number) => void) {
  const sockets = new Set<net.Socket>();
  let requests = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      let end: number;
      while ((end = pending.indexOf('\r\n\r\n')) >= 0) {
        const request = pending.slice(0, end);
        pending = pending.slice(end + 4);
        answer(request, socket, requests++);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const get = (path = '/'): UpstreamRequest => ({
  head: `GET ${path} HTTP/1.1\r\nhost: service\r\n\r\n`,
  framing: 'none',
  bodiless: false,
  retriable: true,
});

const ok = (body: string) =>
  `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`;

describe('UpstreamPool', () => {
  it('sends one request after another on one kept connection', async () => {
    const service = await rawService((request, socket) => socket.write(ok(request.split(' ')[1])));
    const pool = new UpstreamPool('127.0.0.1', service.port);
    try {
      for (const path of ['/a', '/b', '/c']) {
        const { handlers, done } = listener();
        pool.request(get(path), handlers);
        expect((await done).body).toBe(path);
      }
      expect(service.connections()).toBe(1);
    } finally {
      pool.close();
      await service.close();
    }
  });

  it('sends a GET again on a new connection when a kept one was closed under it', async () => {
    const service = await rawService((_request, socket, index) => {
      // The second request lands on a connection the service closes without answering.
      if (index === 1) socket.destroy();
      else socket.write(ok(`answer ${index}`));
    });
    const pool = new UpstreamPool('127.0.0.1', service.port);
    try {
      const first = listener();
      pool.request(get(), first.handlers);
      expect((await first.done).body).toBe('answer 0');
      const second = listener();
      pool.request(get(), second.handlers);
      const heard = await second.done;
      expect(heard.body).toBe('answer 2');
      expect(heard.error).toBeUndefined();
    } finally {
      pool.close();
      await service.close();
    }
  });

  it('never sends a POST twice: a kept connection closed under it is an error', async () => {
    const service = await rawService((_request, socket, index) => {
      if (index === 1) socket.destroy();
      else socket.write(ok('first'));
    });
    const pool = new UpstreamPool('127.0.0.1', service.port);
    try {
      const first = listener();
      pool.request(get(), first.handlers);
      await first.done;
      const post = listener();
      pool.request(
        { ...get(), head: 'POST / HTTP/1.1\r\nhost: service\r\n\r\n', retriable: false },
        post.handlers,
      );
      const heard = await post.done;
      expect(heard.error?.refused).toBe(false);
    } finally {
      pool.close();
      await service.close();
    }
  });

  it('says refused when nothing listens', async () => {
    const closed = await rawService(() => undefined);
    await closed.close();
    const pool = new UpstreamPool('127.0.0.1', closed.port);
    const { handlers, done } = listener();
    pool.request(get(), handlers);
    expect((await done).error?.refused).toBe(true);
  });

  it('sends a chunked body framed', async () => {
    let received = '';
    let serviceSocket: net.Socket | undefined;
    const server = net.createServer((socket) =>
      (serviceSocket = socket).on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (received.endsWith('0\r\n\r\n')) socket.write(ok('took it'));
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const pool = new UpstreamPool('127.0.0.1', (server.address() as AddressInfo).port);
    try {
      const { handlers, done } = listener();
      const head = 'POST / HTTP/1.1\r\nhost: service\r\ntransfer-encoding: chunked\r\n\r\n';
      const exchange = pool.request(
        { head, framing: 'chunked', bodiless: false, retriable: false },
        handlers,
      );
      exchange.write(Buffer.from('abc'));
      exchange.write(Buffer.from('defgh'));
      exchange.end();
      expect((await done).body).toBe('took it');
      expect(received).toBe(`${head}3\r\nabc\r\n5\r\ndefgh\r\n0\r\n\r\n`);
    } finally {
      pool.close();
      serviceSocket?.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('queues requests past the connection limit until one is free', async () => {
    const service = await rawService((request, socket) =>
      setTimeout(() => socket.write(ok(request.split(' ')[1])), 20),
    );
    const pool = new UpstreamPool('127.0.0.1', service.port, { maxConnections: 1 });
    try {
      const answers = ['/1', '/2', '/3'].map((path) => {
        const { handlers, done } = listener();
        pool.request(get(path), handlers);
        return done;
      });
      expect((await Promise.all(answers)).map((heard) => heard.body)).toEqual(['/1', '/2', '/3']);
      expect(service.connections()).toBe(1);
    } finally {
      pool.close();
      await service.close();
    }
  });

  it('closes the connection of an exchange given up mid-answer', async () => {
    let serviceSocket: net.Socket | undefined;
    const service = await rawService((_request, socket) => {
      serviceSocket = socket;
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\npart');
    });
    const pool = new UpstreamPool('127.0.0.1', service.port);
    try {
      const { heard, handlers } = listener();
      const exchange = pool.request(get(), handlers);
      while (!heard.body) await new Promise((resolve) => setTimeout(resolve, 5));
      const closed = new Promise((resolve) => serviceSocket!.once('close', resolve));
      exchange.abort();
      await closed;
      expect(heard.ended).toBe(false);
    } finally {
      pool.close();
      await service.close();
    }
  });
});
