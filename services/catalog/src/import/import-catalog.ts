import { ImportStateModel, importStateId } from '../models/import-state';
import { hasCardData, readCatalogFolder, readLocalOnlySources } from './file-sources';
import type { LiveSourceOptions } from './live-source';
import { fetchLiveSources, LiveSourceError } from './live-source';
import type { ImportSummary } from './run-import';
import { runImport } from './run-import';
import type { ProgressListener } from './writer';

export interface ImportCatalogOptions {
  /** Card data folder (`../shared/carddata` layout), if any. */
  cardDataDir?: string;
  /** Live API; used when there is no folder, or when `preferLive`. */
  live?: LiveSourceOptions;
  preferLive?: boolean;
  onProgress?: ProgressListener;
}

export type ImportOutcome =
  | { kind: 'imported'; summary: ImportSummary }
  | { kind: 'unchanged'; source: string; databaseVersion: string };

/** How to import by hand; said when no source can be had. */
export const howToImport =
  'No card data: set CARD_DATA_DIR to a folder in the ../shared/carddata layout (ygoprodeck/, banlists/, pack-odds/), ' +
  'or give the service internet access to the YGOPRODeck API, then run `npm run import:cards`.';

export class NoCardSourceError extends Error {
  constructor(reason: string) {
    super(`${howToImport} (${reason})`);
    this.name = 'NoCardSourceError';
  }
}

/**
 * Imports from the card data folder, or from the live API (with the folder's banlists and pack layouts
 * when it has them). The live import is skipped when the API's database version was imported already.
 */
export async function importCatalog(options: ImportCatalogOptions): Promise<ImportOutcome> {
  const folder = options.cardDataDir && hasCardData(options.cardDataDir) ? options.cardDataDir : undefined;
  if (folder && !(options.preferLive && options.live))
    return {
      kind: 'imported',
      summary: await runImport(await readCatalogFolder(folder), folder, options.onProgress),
    };
  if (!options.live) throw new NoCardSourceError('no card data folder and no live source configured');
  const state = await ImportStateModel.findById(importStateId).lean();
  let result;
  try {
    result = await fetchLiveSources(
      options.live,
      (state?.databaseVersion as string | null | undefined) ?? null,
    );
  } catch (error) {
    if (error instanceof LiveSourceError)
      throw new NoCardSourceError(`live source unreachable: ${error.message}`);
    throw error;
  }
  if (!result.changed)
    return { kind: 'unchanged', source: options.live.baseUrl, databaseVersion: result.databaseVersion };
  const sources = result.sources;
  // The folder's banlists and pack odds only: its cards are not read beside the live ones.
  if (options.cardDataDir && hasCardData(options.cardDataDir))
    Object.assign(sources, await readLocalOnlySources(options.cardDataDir));
  const summary = await runImport(sources, options.live.baseUrl, options.onProgress, result.databaseVersion);
  return { kind: 'imported', summary };
}
