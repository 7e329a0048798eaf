import request from 'supertest';
import { consistencyHeader, consistencyReachedHeader, createEvent, messages } from '@progression/contracts';
import { connectEvents, createLogger, defineHandler, type EventBus } from '@progression/service-kit';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { decksConsistency } from '../../domain/consistency';
import { envShape, serviceName } from '../../env';
import { ownedCounts } from '../../events/handlers/owned-counts';
import { fakeNeighbours, gameId, legalCards, players, users } from '../../testing/fixtures';

// The chain decks waits through: a draft event is applied by collection's consumer, which then publishes
// collection.changed, which decks' owned-counts applies. Collection is played here by a consumer of the
// same name on the real nats-server that takes its time, as a loaded collection does.
const neighbours = fakeNeighbours();
const noNeighbour = 'http://127.0.0.1:9';
let service: TestService<typeof envShape>;
let collection: EventBus;

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, neighbours.clients),
    handlers: [ownedCounts(neighbours.clients)],
    consistency: decksConsistency,
    extraShape: envShape,
    extraEnv: { GAMES_URL: noNeighbour, CATALOG_URL: noNeighbour },
  });
  collection = await connectEvents({
    url: service.infra.natsUrl,
    serviceName: 'collection',
    logger: createLogger('collection-stand-in', 'silent'),
  });
  let version = 0;
  await collection.consume(
    defineHandler({
      name: 'collection-events',
      events: ['draft.packs.opened'],
      async handle(event) {
        await new Promise((wait) => setTimeout(wait, 400));
        version += 1;
        const cards = event.data.cards.map((card) => ({ cardId: card.cardId, owned: 3 }));
        await collection.publish(
          createEvent('collection.changed', 'collection', {
            version: 1,
            // A draft outside a game (a demo) has none; these are ann's.
            gameId: event.data.gameId ?? gameId,
            playerId: event.data.playerId ?? players.ann,
            collectionVersion: version,
            cards,
          }),
        );
      },
    }),
  );
}, 60_000);
afterAll(async () => {
  await collection?.drain();
  await service?.stop();
});

const api = () => request(service.app.callback());
const asAnn = (test: request.Test) => test.set('authorization', bearerFor(users.ann));

/** Ann opens packs holding every card of the legal deck; answers the event's stream sequence. */
const openPacks = () =>
  service.events!.publish(
    createEvent('draft.packs.opened', 'drafts', {
      version: 1,
      gameId,
      playerId: players.ann,
      draftId: '64f000000000000000000001',
      week: 2,
      packIds: ['64f000000000000000000002'],
      cards: legalCards().map((card) => ({
        cardId: card.cardId,
        setCardId: `${card.cardId}-1`,
        equivalentRarity: 'COMMON' as const,
      })),
    }),
  );

describe('a deck saved right after packs are opened', () => {
  it('counts the pulled cards as owned once it carries the token, waiting through collection', async () => {
    const deck = (await asAnn(api().post('/rest/api/deck').query({ gameId }).send({})).expect(201)).body;
    const notOwned = (reasons: string[]) => reasons.filter((reason) => reason.startsWith('You do not own'));

    // Without the token the save judges on what decks has now: nothing owned yet.
    await openPacks();
    const blind = await asAnn(api().put(`/rest/api/deck/${deck.id}`)).send({
      name: 'Blind',
      cards: legalCards(),
    });
    expect(blind.status).toBe(200);
    expect(notOwned(blind.body.reasons).length).toBeGreaterThan(0);

    const sequence = await openPacks();
    const saved = await asAnn(api().put(`/rest/api/deck/${deck.id}`))
      .set(consistencyHeader, String(sequence))
      .send({ name: 'Seen', cards: legalCards() })
      .expect(200);
    expect(saved.headers[consistencyReachedHeader.toLowerCase()]).toBe('true');
    expect(saved.body).toMatchObject({ valid: true, reasons: [] });
    expect(messages.decks.cardNotOwned('x')).toMatch(/^You do not own/);
  });
});
