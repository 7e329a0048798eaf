import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { banlistFolders } from '../domain/banlists';
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

/**
 * Reads a card data folder laid out like `../shared/carddata`: `ygoprodeck/`, `banlists/<format>/`,
 * `pack-odds/`. Banlists and pack odds are optional.
 */
export async function readCatalogFolder(dir: string): Promise<CatalogSources> {
  const ygoprodeck = join(dir, 'ygoprodeck');
  const cardInfoName = firstExisting(ygoprodeck, ['cardinfo.json.gz', 'cardinfo.json']) ?? 'cardinfo.json';
  const [cardSets, cardInfo] = await Promise.all([
    readJson(join(ygoprodeck, 'cardsets.json'), 'cardsets.json'),
    readJson(join(ygoprodeck, cardInfoName), cardInfoName),
  ]);
  const sources: CatalogSources = {
    cardSets: { file: 'cardsets.json', body: cardSets },
    cardInfo: { file: cardInfoName, body: cardInfo },
    banlists: await readBanlistFolders(join(dir, 'banlists')),
  };
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
