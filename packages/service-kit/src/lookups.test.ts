import mongoose, { Schema } from 'mongoose';
import { startEmbeddedMongo } from '@progression/embedded-mongo';
import { messages } from '@progression/contracts';
import { NotFound } from './errors';
import { createLogger } from './logger';
import { findOr404 } from './lookups';
import { connectMongo } from './mongo';

const Mode = mongoose.model(
  'LookupMode',
  new Schema({ name: { type: String, required: true }, ownerId: String }),
);

let mongo: Awaited<ReturnType<typeof startEmbeddedMongo>>;
beforeAll(async () => {
  mongo = await startEmbeddedMongo({ durability: 'memory', port: 0 });
  await connectMongo({ url: mongo.uri, dbName: 'kit_lookups', logger: createLogger('kit-test', 'silent') });
});
afterAll(async () => {
  await mongoose.disconnect();
  await mongo.stop();
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('findOr404', () => {
  it('returns the typed document the filter selects, ready to change and save', async () => {
    const created = await Mode.create({ name: 'Classic', ownerId: 'u1' });
    const found = await findOr404(Mode, { _id: created._id, ownerId: 'u1' }, messages.modes.modeNotFound);
    const name: string = found.name;
    expect(name).toBe('Classic');
    found.name = 'Renamed';
    await found.save();
    expect((await Mode.findById(created._id))?.name).toBe('Renamed');
  });

  it("answers 404 with the given message when nothing matches (another owner's document)", async () => {
    const created = await Mode.create({ name: 'Classic', ownerId: 'u1' });
    const error = await refusal(
      findOr404(Mode, { _id: created._id, ownerId: 'u2' }, messages.modes.modeNotFound),
    );
    expect(error).toBeInstanceOf(NotFound);
    expect(error).toMatchObject({ status: 404, message: messages.modes.modeNotFound });
  });

  it('answers the same 404 for an id that cannot be one', async () => {
    const error = await refusal(findOr404(Mode, { _id: 'not-an-id' }, messages.modes.modeNotFound));
    expect(error).toMatchObject({ status: 404, message: messages.modes.modeNotFound });
  });
});
