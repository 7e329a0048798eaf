import request from 'supertest';
import { game as gameSchema, progressionMode, type Game, type ProgressionMode } from '@progression/contracts';
import {
  bearerFor,
  startCatalogProcess,
  startModesProcess,
  startTestInfra,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape } from '../env';
import { Game as GameModel } from '../models/game';

export interface TestUser {
  id: string;
  username: string;
}

/** A user with a fresh id; tokens are signed with the test secret. */
let userCount = 0;
export const testUser = (username: string): TestUser => {
  userCount += 1;
  return { id: `64c${String(process.pid).padStart(8, '0')}${String(userCount).padStart(13, '0')}`, username };
};

/**
 * The games service (driven in-process) with the real modes and catalog services beside it, one Mongo
 * and one NATS. The catalog holds the first-year test catalog: sets LOB (2002-03-08), MRD (2002-06-26),
 * SRL (2002-09-16), PSV (2002-10-20), a promo SDY (2001-01-01), and TCG versions 2002-03-01, 2002-05-01,
 * 2002-07-01, 2002-10-01.
 */
export async function startGamesHarness(extraEnv: Record<string, string> = {}) {
  const infra = await startTestInfra();
  const catalog = await startCatalogProcess(infra);
  const modes = await startModesProcess({
    mongoUrl: infra.mongoUrl,
    natsUrl: infra.natsUrl,
    catalogUrl: catalog.url,
  });
  const service: TestService<typeof envShape> = await startTestService({
    name: 'games',
    createApp,
    outbox: [GameModel],
    extraShape: envShape,
    infra,
    extraEnv: {
      MODES_URL: modes.url,
      CATALOG_URL: catalog.url,
      INVITE_RATE_LIMIT_PER_MINUTE: '6000',
      INVITE_RATE_LIMIT_BURST: '1000',
      ...extraEnv,
    },
  });
  const api = () => request(service.app.callback());
  const modesApi = () => request(modes.url);
  const auth = (user: TestUser) => ({ authorization: bearerFor(user) });

  /** A mode saved through the modes service: two weeks of real sets, one draft step, TCG latest pack. */
  async function createMode(
    owner: TestUser,
    change: Partial<Record<string, unknown>> = {},
  ): Promise<ProgressionMode> {
    const created = progressionMode.parse(
      (await modesApi().post('/rest/api/progression-mode/new').set(auth(owner)).expect(201)).body,
    );
    const body = {
      name: 'First year',
      created: '',
      cardPools: created.cardPools,
      draftConfig: created.draftConfig,
      banlistConfig: created.banlistConfig,
      weeks: [
        { week: 1, weekSets: [{ pool: 'Standard', setIds: [catalog.setId('LOB')] }] },
        { week: 2, weekSets: [{ pool: 'Standard', setIds: [catalog.setId('MRD'), catalog.setId('SRL')] }] },
      ],
      ...change,
    };
    const response = await modesApi()
      .put(`/rest/api/progression-mode/${created.id}`)
      .set(auth(owner))
      .send(body)
      .expect(200);
    return progressionMode.parse(response.body);
  }

  /** A game created from the mode by its first player and admin (the creation must succeed). */
  async function createGame(owner: TestUser, modeId: string, settings?: object): Promise<Game> {
    const response = await api()
      .post('/rest/api/progression-game')
      .set(auth(owner))
      .send({ modeId, settings })
      .expect(201);
    return gameSchema.parse(response.body);
  }

  return {
    infra,
    catalog,
    modes,
    service,
    api,
    modesApi,
    auth,
    createMode,
    createGame,
    async stop() {
      await service.stop();
      await modes.stop();
      await catalog.stop();
      await infra.stop();
    },
  };
}

export type GamesHarness = Awaited<ReturnType<typeof startGamesHarness>>;
