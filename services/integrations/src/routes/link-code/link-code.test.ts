import { bearerFor } from '@progression/service-kit/testing';
import { LinkCode } from '../../models/link-code';
import { newId, startTristan, type Tristan } from '../../testing/tristan';

let t: Tristan;
beforeAll(async () => {
  t = await startTristan();
}, 30_000);
afterEach(() => t.service.clearDatabase());
afterAll(() => t.stop());

describe('POST /rest/api/tristan/link-code', () => {
  it('gives a signed-in user a one-time code valid 10 minutes, replacing their earlier code', async () => {
    const user = { id: newId('64c'), username: 'kaiba' };
    const call = () =>
      t.api().post('/rest/api/tristan/link-code').set('authorization', bearerFor(user)).expect(201);
    const first = await call();
    expect(first.body.code).toMatch(/^[A-Z2-9]{8}$/);
    const lifetime = Date.parse(first.body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    const second = await call();
    expect(await LinkCode.find({ userId: user.id }).distinct('_id')).toEqual([second.body.code]);
  });

  it('needs a signed-in user', async () => {
    await t.api().post('/rest/api/tristan/link-code').expect(401);
  });
});
