import Router from '@koa/router';
import mongoose, { Schema } from 'mongoose';
import request from 'supertest';
import { startEmbeddedMongo } from '@progression/embedded-mongo';
import { messages } from '@progression/contracts';
import { createLogger } from '../logger';
import { connectMongo } from '../mongo';
import { isDuplicateKey } from '../mongo-errors';
import { createServiceApp } from './create-service-app';

const logger = createLogger('kit-test', 'silent');
const Deck = mongoose.model(
  'ErrorMappingDeck',
  new Schema(
    {
      name: {
        type: String,
        required: true,
        unique: true,
        minlength: [3, 'A deck name has 3 letters or more'],
      },
      size: Number,
      cards: [String],
    },
    { optimisticConcurrency: true, strict: 'throw' },
  ),
);

let mongo: Awaited<ReturnType<typeof startEmbeddedMongo>>;
beforeAll(async () => {
  mongo = await startEmbeddedMongo({ durability: 'memory', port: 0 });
  await connectMongo({ url: mongo.uri, dbName: 'kit_error_mapping', logger, attempts: 3 });
  await Deck.init();
});
afterEach(() => Deck.deleteMany({}));
afterAll(async () => {
  await mongoose.disconnect();
  await mongo.stop();
});

function buildApp() {
  const router = new Router({ prefix: '/decks' });
  router.post('/', async (ctx) => {
    ctx.body = await Deck.create(ctx.request.body as Record<string, unknown>);
  });
  router.get('/:id', async (ctx) => {
    ctx.body = await Deck.findById(ctx.params.id).orFail();
  });
  router.put('/:id/renamed-twice', async (ctx) => {
    // Two edits read the same version; the second save is the loser of a concurrent edit.
    const [first, second] = await Promise.all([Deck.findById(ctx.params.id), Deck.findById(ctx.params.id)]);
    first!.name = 'first edit';
    second!.name = 'second edit';
    await first!.save();
    await second!.save();
  });
  router.patch('/:id', async (ctx) => {
    await Deck.updateOne({ _id: ctx.params.id }, ctx.request.body as Record<string, unknown>);
    ctx.status = 204;
  });
  return createServiceApp({ name: 'kit-test', logger, routers: [router] }).callback();
}

const created = async () => request(buildApp()).post('/decks').send({ name: 'Dragons' }).expect(200);

describe('mongoose and MongoDB errors a client can cause', () => {
  it('answers a concurrent edit of the same document (VersionError) with 409 asking for a reload', async () => {
    const { body } = await created();
    await request(buildApp())
      .put(`/decks/${body._id}/renamed-twice`)
      .expect(409, { message: messages.errors.changedElsewhere });
  });

  it('answers an id that is not one (CastError) with 400 naming the field', async () => {
    await request(buildApp())
      .get('/decks/not-an-id')
      .expect(400, { message: messages.errors.invalidField('_id'), field: '_id' });
  });

  it('answers a value of the wrong type on create (ValidationError of a cast) with 400 naming the field', async () => {
    await request(buildApp())
      .post('/decks')
      .send({ name: 'Dragons', size: 'big' })
      .expect(400, { message: messages.errors.invalidField('size'), field: 'size' });
  });

  it('answers a failed validator with 400, its own message and the field', async () => {
    await request(buildApp())
      .post('/decks')
      .send({ name: 'ab' })
      .expect(400, { message: 'A deck name has 3 letters or more', field: 'name' });
  });

  it('answers a duplicate unique value (E11000) with 409 naming the field', async () => {
    await created();
    const response = await request(buildApp()).post('/decks').send({ name: 'Dragons' }).expect(409);
    expect(response.body).toEqual({ message: messages.errors.valueTaken('name'), field: 'name' });
  });

  it('answers a missing document (DocumentNotFoundError) with 404', async () => {
    await request(buildApp())
      .get(`/decks/${new mongoose.Types.ObjectId().toHexString()}`)
      .expect(404, { message: messages.errors.notFound });
  });

  it('answers an unknown field in strict "throw" mode (StrictModeError) with 400 naming it', async () => {
    const { body } = await created();
    await request(buildApp())
      .patch(`/decks/${body._id}`)
      .send({ colour: 'red' })
      .expect(400, { message: messages.errors.unknownField('colour'), field: 'colour' });
  });
});

describe('isDuplicateKey', () => {
  it('recognises E11000, on any index or on the one named', async () => {
    await Deck.create({ name: 'Dragons' });
    const error = await Deck.create({ name: 'Dragons' }).catch((caught: unknown) => caught);
    expect(isDuplicateKey(error)).toBe(true);
    expect(isDuplicateKey(error, 'name')).toBe(true);
    expect(isDuplicateKey(error, 'email')).toBe(false);
    expect(isDuplicateKey(new Error('other'))).toBe(false);
  });

  it('takes an unordered bulk insert for insert-only only when every refusal was a duplicate', async () => {
    await Deck.create({ name: 'Spellcasters' });
    const duplicates = await Deck.collection
      .insertMany([{ name: 'Spellcasters' }, { name: 'Warriors' }], { ordered: false })
      .catch((caught: unknown) => caught);
    expect(isDuplicateKey(duplicates)).toBe(true);
    // A bulk error whose first refusal is a duplicate but another is not (as the driver reports it).
    const mixed = Object.assign(new Error('bulk'), {
      code: 11000,
      writeErrors: [{ code: 11000 }, { code: 121 }],
    });
    expect(isDuplicateKey(mixed)).toBe(false);
  });
});
