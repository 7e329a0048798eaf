import request from 'supertest';
import { messages } from '@progression/contracts';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';
import { Mode } from '../../models/mode';

let service: TestService<typeof envShape>;
const owner = { id: '64b000000000000000000021', username: 'collector' };
const other = { id: '64b000000000000000000022', username: 'other' };

beforeAll(async () => {
  // Creating modes never calls the catalog.
  service = await startTestService({
    name: 'modes',
    createApp,
    extraShape: envShape,
    extraEnv: { CATALOG_URL: 'http://127.0.0.1:9', MODES_PER_USER: '5' },
  });
}, 30_000);
afterAll(() => service.stop());

const create = (user: typeof owner) =>
  request(service.app.callback())
    .post('/rest/api/progression-mode/new')
    .set('authorization', bearerFor(user));

describe('modes per user', () => {
  it('of 20 concurrent creations past the quota, lets exactly the quota through', async () => {
    await create(owner).expect(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(owner)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(4).fill(201), ...Array(16).fill(409)]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: messages.modes.tooManyModes(5),
    });
    expect(await Mode.countDocuments({ ownerId: owner.id })).toBe(5);
    await create(other).expect(201);
  });
});
