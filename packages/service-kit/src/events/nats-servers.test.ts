import { natsConnectionOptions } from './nats-servers';

describe('natsConnectionOptions', () => {
  it('takes the user and password out of the URL, which the NATS client would ignore', () => {
    expect(natsConnectionOptions('nats://progression:p%40ss@127.0.0.1:4222')).toEqual({
      servers: ['nats://127.0.0.1:4222'],
      user: 'progression',
      pass: 'p@ss',
    });
  });

  it('reads a lone user part as a token, and keeps every server of a list', () => {
    expect(natsConnectionOptions('nats://s3cret@nats-0:4222, nats://s3cret@nats-1:4222')).toEqual({
      servers: ['nats://nats-0:4222', 'nats://nats-1:4222'],
      token: 's3cret',
    });
  });

  it('passes URLs without credentials unchanged', () => {
    expect(natsConnectionOptions('nats://nats:4222')).toEqual({ servers: ['nats://nats:4222'] });
  });
});
