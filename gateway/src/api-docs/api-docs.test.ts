import request from 'supertest';
import { publicRouteAreas } from '@progression/contracts/openapi';
import { createLogger } from '@progression/service-kit';
import { TEST_KEYS } from '@progression/service-kit/testing';
import { createGateway } from '../app';
import { readEnv } from '../env';

// No service is configured: the description and its page are the gateway's own answers.
const gateway = () =>
  createGateway({ env: readEnv({ ...TEST_KEYS }), logger: createLogger('gateway', 'silent') }).callback();

const operationIds = publicRouteAreas.flatMap((area) => Object.keys(area.routes));

describe('GET /rest/api/openapi.json', () => {
  it('answers the OpenAPI 3.1 document as JSON without a token', async () => {
    const response = await request(gateway()).get('/rest/api/openapi.json').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.paths['/rest/api/progression-game'].get.operationId).toBe('listGames');
    expect(response.headers.vary).toMatch(/Accept/);
  });

  it("answers OpenAPI's own media type to a client that asks for it", async () => {
    const response = await request(gateway())
      .get('/rest/api/openapi.json')
      .set('Accept', 'application/openapi+json')
      .expect(200);
    expect(response.headers['content-type']).toBe('application/openapi+json; charset=utf-8');
  });

  it('is cached: the same ETag each time, 304 to a client that holds it', async () => {
    const app = gateway();
    const first = await request(app).get('/rest/api/openapi.json').expect(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await request(app)
      .get('/rest/api/openapi.json')
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
    expect(again.text).toBe('');
    await request(app).get('/rest/api/openapi.json').set('If-None-Match', '"other"').expect(200);
  });

  it('goes out compressed to a client that accepts it', async () => {
    // The client decodes it: the header says what went over the wire.
    const response = await request(gateway())
      .get('/rest/api/openapi.json')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.openapi).toBe('3.1.0');
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await request(gateway()).head('/rest/api/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('GET /api-docs', () => {
  it('is a page of every operation by area, without a token', async () => {
    const response = await request(gateway()).get('/api-docs').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const id of operationIds) expect(response.text).toContain(`id="op-${id}"`);
    for (const area of publicRouteAreas) expect(response.text).toContain(`>${area.name}</h2>`);
    expect(response.text).toContain('<html lang="en-GB">');
  });

  it("loads nothing from elsewhere: its one script is the gateway's own, under its CSP", async () => {
    const response = await request(gateway()).get('/api-docs').expect(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...response.text.matchAll(/\s(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    expect(sources.length).toBeGreaterThan(0);
    for (const url of sources) expect(url).toMatch(/^(\/|#)/);
    const script = await request(gateway()).get('/api-docs/theme.js').expect(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.text).toContain('localStorage.getItem(key)');
  });

  it('escapes what it writes from the document', async () => {
    const response = await request(gateway()).get('/api-docs').expect(200);
    // A description quoting a body (`{"status": "OPENED"}`) reaches the page escaped.
    expect(response.text).toContain('<code>{&quot;status&quot;: &quot;OPENED&quot;}</code>');
  });
});
