import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { bearerFor, freePort, TEST_KEYS } from '@progression/service-kit/testing';
import { startNodeProcess, stopAll } from './processes';
const bareKoa = `
const Koa = require('koa');
const app = new Koa();
app.use((ctx) => { ctx.body = { hello: 'world' }; });
app.listen(Number(process.env.PORT), '127.0.0.1');
`;
const us = (pid: number) => { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return [Number(f[11]) * 10, Number(f[12]) * 10]; };
async function main() {
  const [barePort, gatewayPort] = await Promise.all([freePort(), freePort()]);
  const bare = await startNodeProcess('bare koa', ['-e', bareKoa], {}, barePort);
  const gw = await startNodeProcess('gateway', [process.env.GW ?? '/work/main/gateway/dist/index.js'], {
    LOG_LEVEL: 'info', ...TEST_KEYS, HOST: '127.0.0.1', INTERNAL_PORT: '0', INTERNAL_HOST: '127.0.0.1',
    IDENTITY_URL: `http://127.0.0.1:${barePort}`,
  }, gatewayPort);
  const url = `http://127.0.0.1:${gatewayPort}/rest/api/app-user?userId=6650a1e4bb00000000000001`;
  const headers = { authorization: bearerFor({ id: '6650a1e4bb00000000000001', username: 'Yugi' }) };
  await autocannon({ url, headers, duration: 3, connections: 32 });
  const rows: number[][] = [];
  for (let i = 0; i < Number(process.env.N ?? 4); i++) {
    const a = us(gw.pid), k = us(bare.pid);
    const r = await autocannon({ url, headers, duration: 5, connections: 32 });
    const n = r.requests.total, b = us(gw.pid), k2 = us(bare.pid);
    const row = [n / 5, (b[0] - a[0]) / n * 1000, (b[1] - a[1]) / n * 1000, (k2[0] + k2[1] - k[0] - k[1]) / n * 1000];
    rows.push(row);
    console.log(`rps ${row[0].toFixed(0)}  gw user ${row[1].toFixed(1)} sys ${row[2].toFixed(1)} us  koa ${row[3].toFixed(1)} us  bytes ${(r.throughput.total / n).toFixed(0)}`);
  }
  const med = (j: number) => rows.map((r) => r[j]).sort((x, y) => x - y)[Math.floor(rows.length / 2)];
  console.log(`MEDIAN rps ${med(0).toFixed(0)} gw user ${med(1).toFixed(1)} sys ${med(2).toFixed(1)} koa ${med(3).toFixed(1)}`);
  await stopAll();
}
main().catch(async (e) => { console.error(e); await stopAll(); process.exit(1); });
