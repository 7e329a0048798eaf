import { startTestInfra, type TestInfra } from './infra';
import { requestLog } from './request-log';
import { startServiceProcess, type ServiceProcess } from './service-process';
import { bearerFor } from './tokens';

// The service template is the smallest real service: it stands for any service started in its own process.
let infra: TestInfra;
let service: ServiceProcess;
const log = requestLog();

beforeAll(async () => {
  infra = await startTestInfra();
  service = await startServiceProcess({
    workspace: 'services/_template',
    env: {
      MONGO_URL: infra.mongoUrl,
      NATS_URL: infra.natsUrl,
      GAMES_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'debug',
    },
    onStdoutLine: log.onStdoutLine,
  });
}, 60_000);
afterAll(async () => {
  await service?.stop();
  await infra?.stop();
});

describe('startServiceProcess', () => {
  it('runs the workspace built from its source, ready and answering on loopback', async () => {
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
  });

  it('starts it with the test credentials, so test tokens are accepted', async () => {
    const gameId = '64b000000000000000000001';
    const refused = await fetch(`${service.url}/rest/api/note?gameId=${gameId}`);
    expect(refused.status).toBe(401);
    const accepted = await fetch(`${service.url}/rest/api/note?gameId=${gameId}`, {
      headers: { authorization: bearerFor({ id: '64a000000000000000000001', username: 'ann' }) },
    });
    expect(await accepted.json()).toEqual({ notes: [] });
  });

  it('hands the service log to requestLog, health checks left out', async () => {
    // The service writes its log line after answering: give it a moment to arrive.
    for (let waited = 0; log.requests().length < 2 && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.requests()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET', url: '/rest/api/note', status: 401 }),
        expect.objectContaining({ method: 'GET', url: '/rest/api/note', status: 200 }),
      ]),
    );
    expect(log.requests().some((request) => request.url === '/readyz')).toBe(false);
  });
});
