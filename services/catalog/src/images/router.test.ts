import { messages } from '@progression/contracts';
import { startCatalogTestApp, type CatalogTestApp } from '../testing/catalog-test-app';

let app: CatalogTestApp;
const http = () => app.http();

beforeEach(async () => {
  app = await startCatalogTestApp();
}, 60_000);
afterEach(() => app.stop());

/**
 * Asks unknown names one after another until one is refused: how many were answered 404 first, and how
 * many the limit allows by then (a burst of 60, refilled one a second while the requests were sent).
 */
async function untilRefused<R extends { status: number }>(ask: (name: number) => PromiseLike<R>) {
  const started = Date.now();
  let answered = 0;
  let refusal: R | undefined;
  while (answered < 200) {
    const response = await ask(answered);
    if (response.status === 429) {
      refusal = response;
      break;
    }
    expect(response.status).toBe(404);
    answered += 1;
  }
  if (!refusal) throw new Error('no request was refused');
  return { refused: answered, refusal, allowed: 60 + Math.ceil((Date.now() - started) / 1000) };
}

describe('GET /card-images', () => {
  it('answers a 404 that browsers may keep when an image of a known card cannot be had', async () => {
    const response = await http().get('/card-images/cards/1001.jpg').expect(404);
    expect(response.headers['cache-control']).toMatch(/public/);
  });

  it('refuses names that are not images it serves', async () => {
    await http().get('/card-images/cards/..%2F..%2Fetc%2Fpasswd.jpg').expect(404);
    await http().get('/card-images/other/1.jpg').expect(404);
  });

  it('limits how many names it does not know one client may ask, with a JSON 429', async () => {
    // The refusal is read from the request that hit the limit: a later one may already be refilled.
    const { refused: refusedAfter, refusal, allowed } = await untilRefused((name) =>
      http().get(`/card-images/cards${name % 2 ? '_small' : ''}/7${name}.jpg`),
    );
    expect(refusedAfter).toBeGreaterThanOrEqual(60);
    expect(refusedAfter).toBeLessThanOrEqual(allowed);
    expect(refusal.body).toEqual({ message: messages.catalog.tooManyUnknownImages });
    expect(refusal.headers['retry-after']).toBeDefined();
    // Known cards are still served (here: a quick 404 from the offline source), never counted.
    await http().get('/card-images/cards/1001.jpg').expect(404);
    await http().get('/card-images/sets/LOAD.jpg').expect(404);
  });

  it('counts each client the gateway names on its own', async () => {
    const unknown = (client: string, name: number) =>
      http().get(`/card-images/cards/8${name}.jpg`).set('x-forwarded-for', client);
    const { refused, allowed } = await untilRefused((name) => unknown('203.0.113.7', name));
    expect(refused).toBeGreaterThanOrEqual(60);
    expect(refused).toBeLessThanOrEqual(allowed);
    // The other client's bucket is untouched by all of that.
    await unknown('203.0.113.8', 99).expect(404);
  });
});
