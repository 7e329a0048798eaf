import request from 'supertest';
import { messages } from '@progression/contracts';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { derivedId } from '../../domain/ids';
import { rewardDrafts } from '../../events/handlers/reward-drafts';
import { eventOf, fakeClients, gameId, handlerContext, players, sets, users } from '../../testing/fixtures';

const { clients } = fakeClients();
let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());
const rewardId = '651000000000000000000001';

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, clients),
    extraShape: envShape,
    extraEnv: {
      GAMES_URL: 'http://127.0.0.1:9',
      MODES_URL: 'http://127.0.0.1:9',
      CATALOG_URL: 'http://127.0.0.1:9',
    },
  });
});
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

/** Bob claims his pack reward: the rewards service chose `packDraftId` for the claim's REWARD draft. */
const claim = (packDraftId: string) =>
  rewardDrafts(clients).handle(
    eventOf('reward.claimed', {
      version: 1,
      gameId,
      playerId: players.bob.id,
      rewardId,
      type: 'BOOSTER_PACK',
      week: 1,
      packSetIds: [sets.core.id, sets.core.id],
      packDraftId,
      cards: [],
    }),
    handlerContext,
  );

const revert = (packDraftId: string) =>
  rewardDrafts(clients).handle(
    eventOf('reward.reverted', {
      version: 1,
      gameId,
      playerId: players.bob.id,
      rewardId,
      type: 'BOOSTER_PACK',
      packDraftId,
      cards: [],
    }),
    handlerContext,
  );

const listIds = async (path: string, user: typeof users.bob) =>
  (await api().get(path).query({ gameId }).set('authorization', bearerFor(user)).expect(200)).body.drafts.map(
    (draft: { id: string }) => draft.id,
  );

describe('REWARD drafts through a claim, its revert and a claim again', () => {
  it('a reverted reward draft leaves every list and cannot be opened; the claim again gives a new one', async () => {
    const first = '650000000000000000000001';
    await claim(first);
    expect(await listIds('/rest/api/pack-draft', users.bob)).toEqual([first]);

    await revert(first);
    expect(await listIds('/rest/api/pack-draft', users.bob)).toEqual([]);
    expect(await listIds('/rest/api/pack-draft/admin', users.ann)).toEqual([]);
    await api()
      .get(`/rest/api/pack-draft/${first}`)
      .set('authorization', bearerFor(users.bob))
      .expect(404, { message: messages.errors.packDraftNotFound(first) });
    await api()
      .put('/rest/api/pack-draft/draft-pack/status')
      .query({ packDraftStage: derivedId(first, 'stage', 1) })
      .set('authorization', bearerFor(users.bob))
      .send({ status: 'OPENED' })
      .expect(404, { message: messages.drafts.draftPackNotFound });

    // The claim again: a new draft under the new claim's id, listed and opened like any other.
    const second = '650000000000000000000002';
    await claim(second);
    expect(await listIds('/rest/api/pack-draft', users.bob)).toEqual([second]);
    expect(await listIds('/rest/api/pack-draft/admin', users.ann)).toEqual([second]);
    const { body: draft } = await api()
      .get(`/rest/api/pack-draft/${second}`)
      .set('authorization', bearerFor(users.bob))
      .expect(200);
    expect(draft).toMatchObject({ source: 'REWARD', status: 'ACTIVE' });
    const { body: opened } = await api()
      .put('/rest/api/pack-draft/draft-pack/status')
      .query({ packDraftStage: draft.stages[0].id })
      .set('authorization', bearerFor(users.bob))
      .send({ status: 'OPENED' })
      .expect(200);
    expect(opened.packs).toHaveLength(2);
    expect(opened.packs.every((pack: { status: string }) => pack.status === 'OPENED')).toBe(true);
  });
});

describe('a claim that carries the player and the sets', () => {
  it('makes the REWARD draft without asking games', async () => {
    const internalGame = jest.spyOn(clients.games, 'internalGame');
    const packDraftId = '650000000000000000000003';
    const set = { id: sets.core.id, setCode: 'CORE', setName: 'Core Set', type: 'BOOSTER' as const };
    await rewardDrafts(clients).handle(
      eventOf('reward.claimed', {
        version: 1,
        gameId,
        playerId: players.bob.id,
        rewardId,
        type: 'BOOSTER_PACK',
        week: 1,
        packSetIds: [set.id],
        packDraftId,
        cards: [],
        userId: users.bob.id,
        packSets: [set],
      }),
      handlerContext,
    );
    expect(internalGame).not.toHaveBeenCalled();
    internalGame.mockRestore();
    const { body: draft } = await api()
      .get(`/rest/api/pack-draft/${packDraftId}`)
      .set('authorization', bearerFor(users.bob))
      .expect(200);
    expect(draft).toMatchObject({ source: 'REWARD', playerId: players.bob.id });
    expect(draft.stages[0].cardSets).toEqual([expect.objectContaining({ id: set.id, setName: 'Core Set' })]);
  });
});
