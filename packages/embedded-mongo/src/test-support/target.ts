import { startEmbeddedMongo } from '../server';

/**
 * The server a test talks to: a real MongoDB when MONGO_URL is set (so any difference shows as a failing
 * case), otherwise a fresh in-memory embedded server. Each call gets its own database name.
 */
export async function testTarget(): Promise<{ uri: string; dbName: string; stop(): Promise<void> }> {
  const dbName = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  if (process.env.MONGO_URL) return { uri: process.env.MONGO_URL, dbName, stop: async () => {} };
  const server = await startEmbeddedMongo({ durability: 'memory' });
  return { uri: server.uri, dbName, stop: server.stop };
}
