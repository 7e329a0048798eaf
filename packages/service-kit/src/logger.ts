import pino from 'pino';

export type Logger = pino.Logger;

/** A JSON logger for one service; password, hash and authorization fields are always redacted. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
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
  });
}
