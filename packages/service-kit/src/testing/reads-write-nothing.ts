import { AsyncLocalStorage } from 'node:async_hooks';
import type Koa from 'koa';
import mongoose from 'mongoose';

/** Collection methods that change the database. */
const writes = new Set([
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'bulkWrite',
]);

const readingRequest = new AsyncLocalStorage<string>();
let watching = false;

/** A write made while a GET (or HEAD) request runs: the request fails with this, naming both. */
export class WriteDuringRead extends Error {}

/**
 * Makes every write a GET or HEAD request of this app makes fail (a 500 in the test, and the reason on
 * stderr), so every service test that reads through a route also proves the read wrote nothing. Mongoose
 * announces each collection call (`operation-start`) in the caller's async context, where the request is
 * known. `startTestService` applies it to every app it builds.
 */
export function refuseWritesDuringReads(app: Koa): void {
  app.middleware.unshift((ctx, next) =>
    ctx.method === 'GET' || ctx.method === 'HEAD'
      ? readingRequest.run(`${ctx.method} ${ctx.path}`, next)
      : next(),
  );
  if (watching) return;
  watching = true;
  mongoose.connection.on(
    'operation-start',
    ({ collectionName, method }: { collectionName: string; method: string }) => {
      const request = readingRequest.getStore();
      if (!request || !writes.has(method)) return;
      const error = new WriteDuringRead(
        `${request} wrote to ${collectionName} (${method}): a read must write nothing`,
      );
      console.error(error.message);
      throw error;
    },
  );
}
