import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setsResponse, type CardSet } from '@progression/contracts';

/** Real sets of the first TCG year, in the catalog's answer shape. */
export const testSets: CardSet[] = setsResponse.parse([
  {
    id: 'set-lob',
    type: 'BOOSTER',
    releaseDate: '2002-03-08',
    setCode: 'LOB',
    setName: 'Legend of Blue Eyes White Dragon',
    setDescription: '',
    imageUrl: '',
  },
  {
    id: 'set-mrd',
    type: 'BOOSTER',
    releaseDate: '2002-06-26',
    setCode: 'MRD',
    setName: 'Metal Raiders',
    setDescription: '',
    imageUrl: '',
  },
  {
    id: 'set-srl',
    type: 'BOOSTER',
    releaseDate: '2002-09-16',
    setCode: 'SRL',
    setName: 'Spell Ruler',
    setDescription: '',
    imageUrl: '',
  },
]);

/**
 * The catalog's set listing over HTTP, for tests while the modes service runs alone: answers
 * `GET /rest/api/sets?game=YUGIOH` to callers that send a bearer token, and counts the calls.
 */
export async function startCatalogDouble(): Promise<{ url: string; calls: string[]; stop(): Promise<void> }> {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    calls.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (!request.headers.authorization?.startsWith('Bearer ')) {
      response.writeHead(401).end(JSON.stringify({ message: 'You must be logged in' }));
    } else if (url.pathname === '/rest/api/sets' && url.searchParams.get('game') === 'YUGIOH') {
      response.end(JSON.stringify(testSets));
    } else {
      response.writeHead(404).end(JSON.stringify({ message: 'Not found' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
