import request from 'supertest';
import { messages } from '@progression/contracts';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';
import { Game } from '../../models/game';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: 'games',
    createApp,
    outbox: [Game],
    extraShape: envShape,
    // No game is created here, so the neighbours are never called.
    extraEnv: {
      MODES_URL: 'http://127.0.0.1:9',
      CATALOG_URL: 'http://127.0.0.1:9',
      INVITE_RATE_LIMIT_BURST: '5',
      INVITE_RATE_LIMIT_PER_MINUTE: '1',
    },
  });
}, 30_000);
afterAll(() => service.stop());

const guesser = { id: '64d000000000000000000001', username: 'guesser' };
const other = { id: '64d000000000000000000002', username: 'other' };
const check = (user: typeof guesser, inviteCode: string) =>
  request(service.app.callback())
    .get('/rest/api/progression-game/invite-code/validation')
    .query({ inviteCode })
    .set('authorization', bearerFor(user));
const join = (user: typeof guesser, inviteCode: string) =>
  request(service.app.callback())
    .put('/rest/api/progression-game/invite')
    .query({ inviteCode })
    .set('authorization', bearerFor(user));

describe('invite code guessing', () => {
  it('throttles a user who keeps checking or joining with codes, and not other users', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await check(guesser, `GUESS${attempt}AAAA`).expect(200);
    const refused = await check(guesser, 'GUESS9AAAA').expect(429);
    expect(refused.body.message).toBe(messages.games.tooManyInviteChecks);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await join(guesser, 'GUESS9AAAA').expect(429);
    await check(other, 'GUESS9AAAA').expect(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await join(other, `GUESS${attempt}AAAA`).expect(404);
    await join(other, 'GUESS5AAAA').expect(429);
  });
});
