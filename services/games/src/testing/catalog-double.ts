import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setsResponse, type CardSet } from '@progression/contracts';

/** Real sets of the first TCG year, in the catalog's answer shape. */
export const testSets: CardSet[] = setsResponse.parse(
  [
    ['set-lob', '2002-03-08', 'LOB', 'Legend of Blue Eyes White Dragon'],
    ['set-mrd', '2002-06-26', 'MRD', 'Metal Raiders'],
    ['set-srl', '2002-09-16', 'SRL', 'Spell Ruler'],
  ].map(([id, releaseDate, setCode, setName]) => ({
    id,
    type: 'BOOSTER',
    releaseDate,
    setCode,
    setName,
    setDescription: '',
    imageUrl: '',
  })),
);

/** The TCG list's versions (activeFrom) the banlist choice is tested against. */
export const tcgVersions = ['2002-03-01', '2002-05-01', '2002-07-01', '2002-10-01'];

/** The TCG version in force on a YYYY-MM-DD date, as the catalog's `in-force` route answers it. */
const tcgInForce = (date: string) => {
  const activeFrom = tcgVersions.filter((from) => from <= date).pop();
  return (
    activeFrom && { format: 'TCG', activeFrom, entries: [{ cardId: 'card-raigeki', banType: 'FORBIDDEN' }] }
  );
};

/**
 * The catalog's public set listing and system banlist over HTTP, for tests and the bench while the games
 * and modes services run without a catalog: `GET /rest/api/sets?game=YUGIOH` and
 * `GET /rest/api/banlist/system/in-force?format=TCG&date=` (404 for other formats and dates before the
 * first version), to callers with a bearer token.
 */
export async function startCatalogDouble(): Promise<{ url: string; calls: string[]; stop(): Promise<void> }> {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    calls.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://localhost');
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!request.headers.authorization?.startsWith('Bearer '))
      answer(401, { message: 'You must be logged in' });
    else if (url.pathname === '/rest/api/sets' && url.searchParams.get('game') === 'YUGIOH')
      answer(200, testSets);
    else if (
      url.pathname === '/rest/api/banlist/system/in-force' &&
      url.searchParams.get('format') === 'TCG'
    ) {
      const version = tcgInForce(url.searchParams.get('date') ?? '');
      if (version) answer(200, version);
      else answer(404, { message: 'There is no TCG banlist in force on that date' });
    } else answer(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
