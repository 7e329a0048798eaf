// A checkout whose services and gateway are tiny stand-ins, for the tests of how the stack starts, heals and
// stops its processes (real nats-server; the stand-ins never connect to Mongo).
import { makeTree } from './test-fixtures';

// How a stand-in hears it should stop: SIGTERM as its own process, the host's message in the service host.
export const onStop = `
const onStop = (stop) => {
  process.on('SIGTERM', stop);
  require('node:worker_threads').parentPort?.on('message', (message) => message?.type === 'stop' && stop());
};
`;

// A service as the stack sees one: answers on HOST:PORT with its environment, exits on SIGTERM (or ignores
// it, IGNORE_SIGTERM), crashes on request (CRASH_AFTER_MS).
export const fakeService = `${onStop}
const http = require('node:http');
const server = http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ status: 'ok', pid: process.pid, env: process.env }));
});
server.listen(Number(process.env.PORT), process.env.HOST, () => console.log('listening on ' + process.env.PORT));
if (process.env.CRASH_AFTER_MS) setTimeout(() => { console.error('giving up'); process.exit(3); }, Number(process.env.CRASH_AFTER_MS));
onStop(() => { if (!process.env.IGNORE_SIGTERM) server.close(() => process.exit(0)); });
`;

// A gateway as the stack sees one: its public port forwards /identity to the identity service and says
// hello elsewhere; its internal port is green only when the identity service answers.
export const fakeGateway = `${onStop}
const http = require('node:http');
const forward = (response) =>
  http.get(process.env.IDENTITY_URL + '/healthz', (upstream) => {
    let body = '';
    upstream.on('data', (chunk) => (body += chunk));
    upstream.on('end', () => { response.statusCode = upstream.statusCode; response.end(body); });
  }).on('error', () => { response.statusCode = 503; response.end('{}'); });
http.createServer((request, response) => {
  if (request.url.startsWith('/identity')) forward(response);
  else response.end('{"status":"ok"}');
}).listen(Number(process.env.PORT), process.env.HOST);
http.createServer((request, response) => forward(response)).listen(Number(process.env.INTERNAL_PORT), process.env.INTERNAL_HOST);
onStop(() => process.exit(0));
`;

/** A checkout with two stand-in services (identity, catalog) and a stand-in gateway, all "built". */
export function makeFakeCheckout(): string {
  return makeTree({
    'package.json': { name: 'root', workspaces: ['services/*', 'gateway'] },
    'services/identity/package.json': { name: '@progression/identity', scripts: { build: 'true' } },
    'services/identity/dist/index.js': fakeService,
    'services/catalog/package.json': { name: '@progression/catalog', scripts: { build: 'true' } },
    'services/catalog/dist/index.js': fakeService,
    'gateway/package.json': { name: '@progression/gateway', scripts: { build: 'true' } },
    'gateway/dist/index.js': fakeGateway,
  });
}
