import mongoose from 'mongoose';
import { applyOnce, inboxField, inboxSize } from './inbox';
import { startEventsInfra } from './test-support';

let world: Awaited<ReturnType<typeof startEventsInfra>>;
beforeAll(async () => {
  world = await startEventsInfra('progression_inbox_test');
}, 30_000);
afterAll(() => world.stop());

const Wallet = mongoose.model(
  'Wallet',
  new mongoose.Schema({ _id: String, coins: Number, ...inboxField }, { versionKey: false }),
);

describe('inbox', () => {
  it("applies a change once per event id, in the same update as the event's record", async () => {
    await Wallet.create({ _id: 'w1', coins: 0 });
    expect(await applyOnce(Wallet, 'e1', { _id: 'w1' }, { $inc: { coins: 5 } })).toBe(true);
    expect(await applyOnce(Wallet, 'e1', { _id: 'w1' }, { $inc: { coins: 5 } })).toBe(false);
    expect(await applyOnce(Wallet, 'e2', { _id: 'w1' }, { $inc: { coins: 1 } })).toBe(true);
    expect(await Wallet.findById('w1').lean()).toEqual({
      _id: 'w1',
      coins: 6,
      processedEvents: ['e1', 'e2'],
    });
  });

  it('keeps the latest event ids of a document only', async () => {
    await Wallet.create({ _id: 'w2', coins: 0 });
    for (let index = 0; index <= inboxSize; index += 1)
      await applyOnce(Wallet, `e${index}`, { _id: 'w2' }, { $inc: { coins: 1 } });
    const wallet = await Wallet.findById('w2').lean();
    expect(wallet?.processedEvents).toHaveLength(inboxSize);
    expect(wallet?.processedEvents[0]).toBe('e1');
    expect(wallet?.coins).toBe(inboxSize + 1);
  });
});
