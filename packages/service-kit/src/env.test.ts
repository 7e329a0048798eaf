import { EnvError, loadEnv } from './env';

const complete = {
  PORT: '4001',
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  NATS_URL: 'nats://127.0.0.1:4222',
  JWT_SECRET: 'a-secret-long-enough-for-hs256',
};

describe('loadEnv', () => {
  it('names the database after the service unless the URL names one', () => {
    expect(loadEnv('decks', {}, complete).MONGO_DB).toBe('progression_decks');
    expect(
      loadEnv('decks', {}, { ...complete, MONGO_URL: 'mongodb://db:27017/league?replicaSet=rs0' }).MONGO_DB,
    ).toBe('league');
  });

  it('applies the defaults', () => {
    expect(loadEnv('decks', {}, complete)).toMatchObject({
      JWT_EXPIRES_IN: '7d',
      LOG_LEVEL: 'info',
      PORT: 4001,
    });
  });

  it('reports every missing or invalid variable at once', () => {
    let error: unknown;
    try {
      loadEnv('decks', {}, { PORT: 'abc', JWT_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ['PORT', 'MONGO_URL is missing', 'NATS_URL is missing', 'JWT_SECRET']) {
      expect(message).toContain(name);
    }
  });
});
