import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { messages } from '@progression/contracts';

/** Node's parser errors a client causes, with the answer each gets; any other is a plain 400. */
const answers: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: messages.errors.headersTooLarge,
  },
};
const badRequest = { status: 400, reason: 'Bad Request', message: messages.errors.invalidRequest };

/**
 * Answers a request Node refuses before Koa sees it (headers too large, a malformed request line) with
 * the same JSON `{message}` as every other refusal, instead of Node's bare status line.
 */
export function answerClientErrorsAsJson(server: Server): Server {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset or timed-out connection has no one left to answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = answers[error.code ?? ''] ?? badRequest;
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
