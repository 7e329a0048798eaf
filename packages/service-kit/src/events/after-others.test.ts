import { createLogger } from '../logger';
import { afterOthers } from './after-others';
import type { Consistency } from './consistency';
import { defineHandler, type HandlerContext } from './handler';

const logger = createLogger('after-others-test', 'silent');
const counted: number[] = [];
const count = defineHandler({
  name: 'count',
  events: ['match.result.recorded'],
  handle: async () => undefined,
});
const evaluate = defineHandler({
  name: 'evaluate',
  events: ['game.week.started'],
  after: ['count'],
  handle: async () => void counted.push(Date.now()),
});

/** A consistency that records what it was asked and answers `reached`. */
function consistencyAnswering(reached: boolean) {
  const asked: Array<{ consumers: readonly string[]; sequence: number }> = [];
  const consistency: Consistency = {
    waitFor: () => Promise.resolve(true),
    waitForConsumers: (consumers, sequence) => {
      asked.push({ consumers, sequence });
      return Promise.resolve(reached);
    },
  };
  return { consistency, asked };
}

beforeEach(() => {
  counted.length = 0;
});

const context = (streamSequence: number): HandlerContext => ({
  logger,
  consumer: 'rewards-evaluate',
  attempt: 1,
  streamSequence,
});

it('waits for the named consumers to apply every event before its own, then handles it', async () => {
  const { consistency, asked } = consistencyAnswering(true);
  const handler = afterOthers(evaluate, [count, evaluate], 'rewards', consistency, logger);
  await handler.handle({} as never, context(42));
  expect(asked).toEqual([{ consumers: ['rewards-count'], sequence: 41 }]);
  expect(counted).toHaveLength(1);
});

it('goes on when the wait runs out, rather than hold up its own events', async () => {
  const { consistency } = consistencyAnswering(false);
  await afterOthers(evaluate, [count, evaluate], 'rewards', consistency, logger).handle(
    {} as never,
    context(7),
  );
  expect(counted).toHaveLength(1);
});

it('refuses to start when it names a handler the service does not have, itself, or one waiting for it', () => {
  const { consistency } = consistencyAnswering(true);
  expect(() => afterOthers(evaluate, [evaluate], 'rewards', consistency, logger)).toThrow(
    'handler evaluate waits after count, which is not another handler of the service',
  );
  const itself = defineHandler({ ...evaluate, after: ['evaluate'] });
  expect(() => afterOthers(itself, [count, itself], 'rewards', consistency, logger)).toThrow(/not another/);
  const countAfter = defineHandler({ ...count, after: ['evaluate'] });
  expect(() => afterOthers(evaluate, [countAfter, evaluate], 'rewards', consistency, logger)).toThrow(
    'handlers evaluate and count wait after each other',
  );
});
