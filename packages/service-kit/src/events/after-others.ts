import type { EventType } from '@progression/contracts';
import type { Logger } from '../logger';
import type { Consistency } from './consistency';
import { consumerName } from './consumer-config';
import type { EventHandler } from './handler';

/** How long a handler waits for the handlers it reads after; past it, it goes on with what they applied. */
export const afterOthersTimeoutMs = 10_000;

/**
 * The handler, waiting before each event (or batch) until the service's handlers named in its `after`
 * have applied every event published before it. A wait that runs out (one of them is retrying a failing
 * event) is logged, and the handler goes on rather than hold up its own events.
 */
export function afterOthers<T extends EventType>(
  handler: EventHandler<T>,
  all: readonly EventHandler[],
  serviceName: string,
  consistency: Consistency,
  logger: Logger,
): EventHandler<T> {
  const names = handler.after ?? [];
  for (const name of names) {
    const other = all.find((candidate) => candidate.name === name);
    if (name === handler.name || !other)
      throw new Error(
        `handler ${handler.name} waits after ${name}, which is not another handler of the service`,
      );
    // Two handlers waiting for each other would each wait the bound on every event.
    if (other.after?.includes(handler.name))
      throw new Error(`handlers ${handler.name} and ${name} wait after each other`);
  }
  const consumers = names.map((name) => consumerName(serviceName, { name }));
  async function othersCaughtUp(streamSequence: number) {
    if (await consistency.waitForConsumers(consumers, streamSequence - 1, afterOthersTimeoutMs)) return;
    logger.warn(
      { consumer: consumerName(serviceName, handler), after: consumers, streamSequence },
      'went on before the handlers this one reads after had caught up',
    );
  }
  const { handleBatch } = handler;
  return {
    ...handler,
    async handle(event, context) {
      await othersCaughtUp(context.streamSequence);
      await handler.handle(event, context);
    },
    ...(handleBatch && {
      async handleBatch(events, context) {
        await othersCaughtUp(context.streamSequence);
        await handleBatch.call(handler, events, context);
      },
    }),
  };
}
