import { Binary, MongoClient, MongoServerError } from 'mongodb';
import mongoose from 'mongoose';
import type { EmbeddedMongo } from './server';
import { startEmbeddedMongo } from './server';

const credentials = { username: 'progression', password: 'a-long-generated-password_0123' };

describe('authentication', () => {
  let server: EmbeddedMongo;
  const port = () => new URL(server.uri).port;
  const urlWith = (user: string, password: string, options = 'authSource=admin') =>
    `mongodb://${user}:${password}@127.0.0.1:${port()}/?${options}`;
  const client = (url: string) => new MongoClient(url, { serverSelectionTimeoutMS: 2000 });

  beforeAll(async () => {
    server = await startEmbeddedMongo({ durability: 'memory', credentials });
  });
  afterAll(() => server.stop());

  it('lets mongoose in with the right user and password (SCRAM-SHA-256)', async () => {
    const connection = await mongoose
      .createConnection(urlWith(credentials.username, credentials.password), { dbName: 'auth_test' })
      .asPromise();
    try {
      const Note = connection.model('Note', new mongoose.Schema({ text: String }));
      await Note.create({ text: 'kept' });
      expect((await Note.findOne().lean())?.text).toBe('kept');
    } finally {
      await connection.close();
    }
  });

  it('speaks SCRAM-SHA-1 too', async () => {
    const sha1 = client(
      urlWith(credentials.username, credentials.password, 'authSource=admin&authMechanism=SCRAM-SHA-1'),
    );
    try {
      await sha1.db('auth_test').collection('notes').insertOne({ text: 'sha1' });
      expect(await sha1.db('auth_test').collection('notes').countDocuments({ text: 'sha1' })).toBe(1);
    } finally {
      await sha1.close();
    }
  });

  it('answers every command but the handshake with Unauthorized before authentication', async () => {
    const anonymous = client(`mongodb://127.0.0.1:${port()}/`);
    try {
      expect((await anonymous.db('admin').command({ ping: 1 })).ok).toBe(1);
      for (const attempt of [
        () => anonymous.db('auth_test').collection('notes').findOne(),
        () => anonymous.db('auth_test').collection('notes').insertOne({ text: 'intruder' }),
        () => anonymous.db('admin').command({ listDatabases: 1 }),
      ]) {
        const error = await attempt().then(
          () => undefined,
          (failure: unknown) => failure,
        );
        expect(error).toBeInstanceOf(MongoServerError);
        expect(error).toMatchObject({ code: 13, codeName: 'Unauthorized' });
      }
    } finally {
      await anonymous.close();
    }
  });

  it("answers hello's speculative first step and the user's mechanisms, as mongod does", async () => {
    const anonymous = client(`mongodb://127.0.0.1:${port()}/`);
    try {
      const reply = await anonymous.db('admin').command({
        hello: 1,
        saslSupportedMechs: `admin.${credentials.username}`,
        speculativeAuthenticate: {
          saslStart: 1,
          mechanism: 'SCRAM-SHA-256',
          payload: new Binary(Buffer.from(`n,,n=${credentials.username},r=clientnonce`)),
          db: 'admin',
        },
      });
      expect(reply.saslSupportedMechs).toEqual(['SCRAM-SHA-1', 'SCRAM-SHA-256']);
      expect(reply.speculativeAuthenticate).toMatchObject({ conversationId: 1, done: false });
      expect(Buffer.from(reply.speculativeAuthenticate.payload.buffer).toString()).toMatch(
        /^r=clientnonce\S+,s=\S+,i=15000$/,
      );
      const unknown = await anonymous.db('admin').command({ hello: 1, saslSupportedMechs: 'admin.someone' });
      expect(unknown.saslSupportedMechs).toBeUndefined();
    } finally {
      await anonymous.close();
    }
  });

  it.each([
    ['a wrong password', credentials.username, 'not-the-password', 'authSource=admin'],
    ['an unknown user', 'someone', credentials.password, 'authSource=admin'],
    ['another database as the source', credentials.username, credentials.password, 'authSource=auth_test'],
    [
      'a wrong password with SCRAM-SHA-1',
      credentials.username,
      'wrong',
      'authSource=admin&authMechanism=SCRAM-SHA-1',
    ],
  ])('refuses %s with AuthenticationFailed', async (_case, user, password, options) => {
    const refused = client(urlWith(user, password, options));
    try {
      await expect(refused.connect()).rejects.toMatchObject({ code: 18, codeName: 'AuthenticationFailed' });
    } finally {
      await refused.close();
    }
  });
});
