import { createEvent } from '@progression/contracts';
import mongoose from 'mongoose';
import { startEventsInfra } from '../events/test-support';
import { applyOwnedCountChange, ownedCountId, ownedCountSchema, type OwnedCount } from './owned-counts';

let world: Awaited<ReturnType<typeof startEventsInfra>>;
beforeAll(async () => {
  world = await startEventsInfra('progression_owned_counts_test');
}, 30_000);
afterAll(() => world.stop());

const Counts = mongoose.model<OwnedCount>('OwnedCount', ownedCountSchema());
const changed = (collectionVersion: number, counts: Array<[string, number]>, playerId = 'ann') =>
  createEvent('collection.changed', 'collection', {
    version: 1,
    gameId: 'g1',
    playerId,
    collectionVersion,
    cards: counts.map(([cardId, owned]) => ({ cardId, owned })),
  });
const owned = async (cardId: string, playerId = 'ann') =>
  (await Counts.findById(ownedCountId('g1', playerId, cardId)).lean())?.owned;

describe('the owned-count projection', () => {
  it('takes a card count only from a newer collection version, each player apart', async () => {
    await applyOwnedCountChange(Counts, changed(2, [['c1', 2]]));
    // Version 1 was delayed: its c1 count is older than version 2's, its c2 count is new.
    await applyOwnedCountChange(
      Counts,
      changed(1, [
        ['c1', 9],
        ['c2', 4],
      ]),
    );
    await applyOwnedCountChange(Counts, changed(1, [['c1', 3]], 'bob'));
    expect([await owned('c1'), await owned('c2'), await owned('c1', 'bob')]).toEqual([2, 4, 3]);
  });

  it('changes nothing on a redelivery, and records the event with each count it changed', async () => {
    const event = changed(5, [['c3', 3]]);
    await applyOwnedCountChange(Counts, event);
    await Counts.updateOne({ _id: ownedCountId('g1', 'ann', 'c3') }, { $set: { owned: 7 } });
    await applyOwnedCountChange(Counts, event);
    expect(await Counts.findById(ownedCountId('g1', 'ann', 'c3')).lean()).toMatchObject({
      owned: 7,
      collectionVersion: 5,
      processedEvents: [event.id],
    });
  });
});
