import request from 'supertest';
import type { DeckCard } from '@progression/contracts';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { fakeNeighbours, gameId, type TestUser } from './fixtures';
import { own, ownThreeOfEveryCard } from './owned-counts';

const noNeighbour = 'http://127.0.0.1:9';

/**
 * The decks service in-process (embedded Mongo) with fake games and catalog clients; owned counts are its
 * own copy (`own`), as collection.changed leaves them: no collection anywhere.
 */
export async function startDecksHarness() {
  const neighbours = fakeNeighbours();
  const service: TestService<typeof envShape> = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, neighbours.clients),
    extraShape: envShape,
    extraEnv: { GAMES_URL: noNeighbour, CATALOG_URL: noNeighbour },
  });
  const api = () => request(service.app.callback());
  const as = (user: TestUser | null, test: request.Test) =>
    user ? test.set('authorization', bearerFor(user)) : test;

  return {
    service,
    state: neighbours.state,
    api,
    as,
    list: (user: TestUser | null, query: Record<string, string> = { gameId }) =>
      as(user, api().get('/rest/api/deck').query(query)),
    /** The game (`gameId`, in the query) and the deck (the rest, the body). */
    create: (user: TestUser | null, { gameId: game, ...body }: Record<string, unknown> = { gameId }) =>
      as(user, api().post('/rest/api/deck').query({ gameId: game }).send(body)),
    get: (user: TestUser | null, id: string) => as(user, api().get(`/rest/api/deck/${id}`)),
    save: (user: TestUser | null, id: string, body: { name: string; cards: DeckCard[] } | object) =>
      as(user, api().put(`/rest/api/deck/${id}`).send(body)),
    remove: (user: TestUser | null, id: string) => as(user, api().delete(`/rest/api/deck/${id}`)),
    copy: (user: TestUser | null, id: string) => as(user, api().post(`/rest/api/deck/${id}/copy`)),
    exportAs: (user: TestUser | null, id: string, format: string) =>
      as(user, api().get(`/rest/api/deck/${id}/export`).query({ format })),
    importDeck: (user: TestUser | null, { gameId: game, ...body }: Record<string, unknown>) =>
      as(user, api().post('/rest/api/deck/import').query({ gameId: game }).send(body)),
    /** Replaces what a player owns in decks' own counts. */
    own,
    /** Back to a clean state between tests: no decks, the game in week 2, every player owning 3 of each card. */
    async reset() {
      await service.clearDatabase();
      await ownThreeOfEveryCard();
      neighbours.state.activeWeek = 2;
      neighbours.state.calls.length = 0;
    },
  };
}
export type DecksHarness = Awaited<ReturnType<typeof startDecksHarness>>;
