import { Throttle } from '../domain/throttle';
import { readCardInfo } from './card-info';
import type { CatalogSources } from './snapshot';

export interface LiveSourceOptions {
  /** YGOPRODeck API v7 base URL. */
  baseUrl: string;
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  throttle?: Throttle;
  timeoutMs?: number;
}

/** The live API could not be reached or answered something unusable. */
export class LiveSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LiveSourceError';
  }
}

/** One throttle for every call to the API from this process: at most 20 requests a second. */
const apiThrottle = new Throttle(20);

async function get(options: LiveSourceOptions, path: string): Promise<{ url: string; response: Response }> {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/${path}`;
  const response = await (options.throttle ?? apiThrottle)
    .run(() =>
      doFetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
        headers: { accept: 'application/json' },
      }),
    )
    .catch((error: Error) => {
      throw new LiveSourceError(`${url}: ${error.message}`);
    });
  if (!response.ok) throw new LiveSourceError(`${url}: HTTP ${response.status}`);
  return { url, response };
}

async function getJson(options: LiveSourceOptions, path: string): Promise<unknown> {
  const { url, response } = await get(options, path);
  try {
    return await response.json();
  } catch (error) {
    throw new LiveSourceError(`${url}: not JSON (${(error as Error).message})`);
  }
}

/** The card list, its records mapped as they arrive: the whole answer is never held parsed. */
async function getCardInfo(options: LiveSourceOptions, path: string): Promise<CatalogSources['cardInfo']> {
  const { url, response } = await get(options, path);
  try {
    if (!response.body) throw new SyntaxError('Unexpected end of JSON input');
    return { file: 'cardinfo.php', mapped: await readCardInfo('cardinfo.php', response.body) };
  } catch (error) {
    throw new LiveSourceError(`${url}: not JSON (${(error as Error).message})`);
  }
}

/** `checkDBVer.php`: the data's version, e.g. "136.47" (answered as `[{database_version, last_update}]`). */
export async function fetchDatabaseVersion(options: LiveSourceOptions): Promise<string> {
  const body = await getJson(options, 'checkDBVer.php');
  const entry = Array.isArray(body) ? body[0] : body;
  const version =
    entry && typeof entry === 'object' ? (entry as Record<string, unknown>).database_version : undefined;
  if (version === undefined || version === null)
    throw new LiveSourceError('checkDBVer.php: no database_version');
  return String(version);
}

export type LiveFetchResult =
  | { changed: false; databaseVersion: string }
  | { changed: true; databaseVersion: string; sources: CatalogSources };

/**
 * Fetches sets and cards from the live API: one call each, skipped when `checkDBVer.php` reports the
 * version already imported. Banlists and pack layouts are not in this API; the import keeps what it has.
 */
export async function fetchLiveSources(
  options: LiveSourceOptions,
  importedVersion: string | null,
): Promise<LiveFetchResult> {
  const databaseVersion = await fetchDatabaseVersion(options);
  if (importedVersion !== null && importedVersion === databaseVersion)
    return { changed: false, databaseVersion };
  const cardSets = await getJson(options, 'cardsets.php');
  const cardInfo = await getCardInfo(options, 'cardinfo.php?misc=yes');
  return {
    changed: true,
    databaseVersion,
    sources: { cardSets: { file: 'cardsets.php', body: cardSets }, cardInfo, banlists: [] },
  };
}
