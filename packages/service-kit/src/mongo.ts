import mongoose from 'mongoose';
import type { Logger } from './logger';

export interface ConnectMongoOptions {
  /** Server URL (`MONGO_URL`). */
  url: string;
  /** Database name (`env.MONGO_DB`). */
  dbName: string;
  logger: Logger;
  /** Attempts before giving up; each waits twice as long as the one before, up to `maxDelayMs`. */
  attempts?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How the driver watches the server. It checks a lost server again only every `heartbeatFrequencyMS`
 * (10 s by default) unless a query is waiting, so an idle service found a restarted store up to 10 s late;
 * a check every second (one `hello` per service) finds it within about a second. A query waits at most
 * `serverSelectionTimeoutMS` for a server before it fails, shorter than a client waits for an answer.
 */
export const mongoMonitoring = { heartbeatFrequencyMS: 1000, serverSelectionTimeoutMS: 5000 } as const;

/**
 * Connects mongoose's default connection (so models declared with `model()` at module level use it),
 * retrying with exponential backoff while the database starts.
 */
export async function connectMongo(options: ConnectMongoOptions): Promise<mongoose.Connection> {
  const { url, dbName, logger, attempts = 10, initialDelayMs = 250, maxDelayMs = 5000 } = options;
  let delay = initialDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await mongoose.connect(url, { dbName, ...mongoMonitoring });
      logger.info({ dbName }, 'connected to MongoDB');
      return mongoose.connection;
    } catch (error) {
      if (attempt >= attempts) throw error;
      logger.warn({ err: error, attempt, retryInMs: delay }, 'MongoDB not reachable yet, retrying');
      await sleep(delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}

/** Readiness check: the connection is open and answers a ping. */
export async function mongoIsReady(connection: mongoose.Connection = mongoose.connection): Promise<boolean> {
  if (connection.readyState !== mongoose.ConnectionStates.connected || !connection.db) return false;
  await connection.db.admin().ping();
  return true;
}
