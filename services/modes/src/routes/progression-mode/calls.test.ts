import request from 'supertest';
import { modesCalls, progressionMode, type ProgressionMode } from '@progression/contracts';
import {
  bearerFor,
  callApp,
  startTestService,
  type AppCallClient,
  type DeclaredCallChecks,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import type { SetLookup } from '../../clients/catalog';
import { envShape } from '../../env';

// Each call the modes service declares for other services, made once through the client built from its
// declaration against the real app (a new mode names no set, so the catalog is never asked).
const owner = { id: '64b000000000000000000001', username: 'kaiba' };
const noCatalog: SetLookup = {
  findSets: () => Promise.reject(new Error('a new mode asks the catalog nothing')),
};
let service: TestService<typeof envShape>;
let modes: AppCallClient<typeof modesCalls>;
let mode: ProgressionMode;
beforeAll(async () => {
  service = await startTestService({
    name: 'modes',
    createApp: (deps) => createApp(deps, noCatalog),
    extraShape: envShape,
    extraEnv: { CATALOG_URL: 'http://127.0.0.1:9' },
  });
  modes = await callApp(modesCalls, service.app, 'games');
  const created = await request(service.app.callback())
    .post('/rest/api/progression-mode/new')
    .set('authorization', bearerFor(owner))
    .expect(201);
  mode = progressionMode.parse(created.body);
}, 30_000);
afterAll(async () => {
  await modes?.stop();
  await service?.stop();
});

const checks: DeclaredCallChecks<typeof modesCalls> = {
  async modeOfCaller(client) {
    const asOwner = { authorization: bearerFor(owner) };
    expect(await client.modeOfCaller({ params: { id: mode.id } }, asOwner)).toEqual(mode);
    const stranger = { authorization: bearerFor({ id: '64b000000000000000000002', username: 'joey' }) };
    await expect(client.modeOfCaller({ params: { id: mode.id } }, stranger)).rejects.toMatchObject({
      status: 404,
    });
  },
};

it.each(Object.keys(modesCalls))('serves %s as declared', (name) =>
  checks[name as keyof typeof modesCalls](modes.client),
);
