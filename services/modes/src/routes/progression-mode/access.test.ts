import request from 'supertest';
import { progressionMode, type ProgressionMode } from '@progression/contracts';
import {
  bearerFor,
  refusalBodies,
  serviceBearer,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';

let service: TestService<typeof envShape>;
let mode: ProgressionMode;
const owner = { id: '64b000000000000000000031', username: 'owner' };
const other = { id: '64b000000000000000000032', username: 'other' };
const api = () => request(service.app.callback());

beforeAll(async () => {
  // No route here names a set, so the catalog is never called.
  service = await startTestService({
    name: 'modes',
    createApp,
    extraShape: envShape,
    extraEnv: { CATALOG_URL: 'http://127.0.0.1:9' },
  });
  const created = await api().post('/rest/api/progression-mode/new').set('authorization', bearerFor(owner));
  mode = progressionMode.parse(created.body);
}, 30_000);
afterAll(() => service.stop());

type Role = 'anonymous' | 'service' | 'other' | 'owner';
const roles: Role[] = ['anonymous', 'service', 'other', 'owner'];
const authorization: Record<Exclude<Role, 'anonymous'>, () => string> = {
  service: () => serviceBearer('games'),
  other: () => bearerFor(other),
  owner: () => bearerFor(owner),
};

/** A save that changes nothing the catalog must check (the default mode's week has no sets). */
const unchanged = () => ({
  ...mode,
  created: '',
  weeks: [{ week: 1, weekSets: [{ pool: 'Standard', setIds: [] }] }],
});

const table: Array<{
  route: string;
  send: () => { method: 'get' | 'post' | 'put'; path: string; body?: object };
  expected: Record<Role, number>;
}> = [
  {
    route: 'GET /progression-mode',
    send: () => ({ method: 'get', path: '/rest/api/progression-mode' }),
    expected: { anonymous: 401, service: 403, other: 200, owner: 200 },
  },
  {
    route: 'GET /progression-mode/{id}',
    send: () => ({ method: 'get', path: `/rest/api/progression-mode/${mode.id}` }),
    expected: { anonymous: 401, service: 403, other: 404, owner: 200 },
  },
  {
    route: 'PUT /progression-mode/{id}',
    send: () => ({ method: 'put', path: `/rest/api/progression-mode/${mode.id}`, body: unchanged() }),
    expected: { anonymous: 401, service: 403, other: 404, owner: 200 },
  },
  {
    route: 'POST /progression-mode/new',
    send: () => ({ method: 'post', path: '/rest/api/progression-mode/new' }),
    expected: { anonymous: 401, service: 403, other: 201, owner: 201 },
  },
];

describe.each(table)('$route', ({ send, expected }) => {
  it.each(roles)('answers %s as the access rules say', async (role) => {
    const { method, path, body } = send();
    const call = (sentBody: object | undefined) => {
      let test = api()[method](path);
      if (role !== 'anonymous') test = test.set('authorization', authorization[role]());
      return sentBody ? test.send(sentBody) : test;
    };
    // A refused caller gets the same answer whatever the body: it is read only once access is granted.
    const refused = expected[role] >= 400;
    for (const sentBody of refused && body ? refusalBodies(body) : [body]) {
      const response = await call(sentBody);
      expect(response.status).toBe(expected[role]);
      if (response.status >= 400) expect(typeof response.body.message).toBe('string');
    }
  });
});
