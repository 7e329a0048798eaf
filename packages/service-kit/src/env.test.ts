import { EnvError, loadEnv } from './env';
import { TEST_KEYS } from './testing/tokens';

const complete = {
  PORT: '4001',
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  NATS_URL: 'nats://127.0.0.1:4222',
  JWT_PUBLIC_KEY: TEST_KEYS.JWT_PUBLIC_KEY,
  SERVICE_SECRET: TEST_KEYS.SERVICE_SECRET,
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
      HOST: '0.0.0.0',
    });
  });

  it('reports every missing or invalid variable at once', () => {
    let error: unknown;
    try {
      loadEnv('decks', {}, { PORT: 'abc', SERVICE_SECRET: 'short', JWT_PUBLIC_KEY: 'not a key' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of [
      'PORT',
      'MONGO_URL is missing',
      'SERVICE_SECRET',
      'JWT_PUBLIC_KEY',
    ]) {
      expect(message).toContain(name);
    }
  });
});

describe('JWT_PUBLIC_KEY', () => {
  it('takes a key written on one line with \\n escapes', () => {
    const oneLine = TEST_KEYS.JWT_PUBLIC_KEY.trim().replace(/\n/g, '\\n');
    expect(loadEnv('decks', {}, { ...complete, JWT_PUBLIC_KEY: oneLine }).JWT_PUBLIC_KEY).toBe(
      TEST_KEYS.JWT_PUBLIC_KEY.trim(),
    );
  });

  it('refuses the private key, so it is never handed where only the public one belongs', () => {
    expect(() => loadEnv('decks', {}, { ...complete, JWT_PUBLIC_KEY: TEST_KEYS.JWT_PRIVATE_KEY })).toThrow(
      /JWT_PUBLIC_KEY must be a PEM P-256/,
    );
  });
});
