import { isMainThread } from 'node:worker_threads';
import pino from 'pino';

export type Logger = pino.Logger;

/** A JSON logger for one service; password, hash and authorization fields are always redacted. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
      name,
      level,
      redact: {
        paths: [
          'password',
          'passwordHash',
          'hash',
          '*.password',
          '*.passwordHash',
          '*.hash',
          'headers.authorization',
          '*.headers.authorization',
        ],
        censor: '[redacted]',
      },
      // pino writes to file descriptor 1 by default, which a worker thread shares with its whole process;
      // its own stdout stream keeps the lines with the service that wrote them (the service host names them).
    },
    isMainThread ? undefined : process.stdout,
  );
}
