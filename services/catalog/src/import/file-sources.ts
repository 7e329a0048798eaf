import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGunzip, gunzipSync } from 'node:zlib';
import { banlistFolders } from '../domain/banlists';
import { readCardInfo } from './card-info';
import type { CatalogSources } from './snapshot';

/** Thrown when a source file is unreadable or not JSON; names the file. */
export class SourceFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'SourceFileError';
  }
}

async function readText(path: string): Promise<string> {
  const bytes = await readFile(path);
  return (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

async function readJson(path: string, file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readText(path);
  } catch (error) {
    throw new SourceFileError(file, `cannot be read (${(error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SourceFileError(file, `is not JSON (${(error as Error).message})`);
  }
}

/** The first of the candidate files that exists (cardinfo may be gzipped or not). */
function firstExisting(dir: string, candidates: string[]): string | undefined {
  return candidates.find((name) => existsSync(join(dir, name)));
}

/** True when the folder has the card data this importer needs (YGOPRODeck sets and cards). */
export function hasCardData(dir: string): boolean {
  return (
    existsSync(join(dir, 'ygoprodeck', 'cardsets.json')) &&
    !!firstExisting(join(dir, 'ygoprodeck'), ['cardinfo.json.gz', 'cardinfo.json'])
  );
}

/** Streams the card records out of `cardinfo.json(.gz)`, mapping each as it is read. */
async function readCardInfoFile(path: string, file: string): Promise<CatalogSources['cardInfo']> {
  const bytes = createReadStream(path, { highWaterMark: 256 * 1024 });
  try {
    const chunks = path.endsWith('.gz') ? bytes.pipe(createGunzip({ chunkSize: 64 * 1024 })) : bytes;
    // A failing gunzip does not end the file stream it reads: both end with the read.
    bytes.on('error', (error) => chunks.destroy(error));
    return { file, mapped: await readCardInfo(file, chunks) };
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'is not JSON' : 'cannot be read';
    throw new SourceFileError(file, `${reason} (${(error as Error).message})`);
  } finally {
    bytes.destroy();
  }
}

/** Banlists and pack odds of a card data folder: what a live import takes from it. */
export type LocalOnlySources = Pick<CatalogSources, 'banlists' | 'distributions' | 'setProducts'>;

/** Reads a card data folder's banlists and pack odds (both optional). */
export async function readLocalOnlySources(dir: string): Promise<LocalOnlySources> {
  const sources: LocalOnlySources = { banlists: await readBanlistFolders(join(dir, 'banlists')) };
  const odds = join(dir, 'pack-odds');
  if (existsSync(join(odds, 'distributions.jsonl')) && existsSync(join(odds, 'set-products.json'))) {
    sources.distributions = {
      file: 'distributions.jsonl',
      text: await readText(join(odds, 'distributions.jsonl')),
    };
    sources.setProducts = {
      file: 'set-products.json',
      body: await readJson(join(odds, 'set-products.json'), 'set-products.json'),
    };
  }
  return sources;
}

/**
 * Reads a card data folder laid out like `../shared/carddata`: `ygoprodeck/`, `banlists/<format>/`,
 * `pack-odds/`. Banlists and pack odds are optional.
 */
export async function readCatalogFolder(dir: string): Promise<CatalogSources> {
  const ygoprodeck = join(dir, 'ygoprodeck');
  const cardInfoName = firstExisting(ygoprodeck, ['cardinfo.json.gz', 'cardinfo.json']) ?? 'cardinfo.json';
  const [cardSets, cardInfo] = await Promise.all([
    readJson(join(ygoprodeck, 'cardsets.json'), 'cardsets.json'),
    readCardInfoFile(join(ygoprodeck, cardInfoName), cardInfoName),
  ]);
  return {
    cardSets: { file: 'cardsets.json', body: cardSets },
    cardInfo,
    ...(await readLocalOnlySources(dir)),
  };
}

async function readBanlistFolders(dir: string): Promise<CatalogSources['banlists']> {
  const lists: CatalogSources['banlists'] = [];
  for (const [format, folder] of Object.entries(banlistFolders) as Array<
    [keyof typeof banlistFolders, string]
  >) {
    const path = join(dir, folder);
    if (!existsSync(path)) continue;
    const names = (await readdir(path)).filter((name) => name.endsWith('.vector.json')).sort();
    for (const name of names)
      lists.push({ format, file: `banlists/${folder}/${name}`, text: await readText(join(path, name)) });
  }
  return lists;
}
