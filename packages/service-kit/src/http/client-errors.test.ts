import http from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { messages } from '@progression/contracts';
import { answerClientErrorsAsJson } from './client-errors';

/** Sends raw bytes and returns the whole answer once the server closes the connection. */
const rawExchange = (port: number, request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

describe('answerClientErrorsAsJson', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = answerClientErrorsAsJson(http.createServer((_req, res) => res.end('ok')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers headers past the limit with 431 and a JSON message', async () => {
    const answer = await rawExchange(
      port,
      `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer).toContain('Content-Type: application/json');
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ message: messages.errors.headersTooLarge });
  });

  it('answers a request Node cannot parse with 400 and a JSON message', async () => {
    const answer = await rawExchange(port, 'NOT A REQUEST\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ message: messages.errors.invalidRequest });
  });
});
