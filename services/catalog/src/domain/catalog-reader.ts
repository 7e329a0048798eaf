import { messages } from '@progression/contracts';
import { HttpError } from '@progression/service-kit';
import { BanlistVersionModel, type BanlistVersionDocument } from '../models/banlist-version';
import { CardModel, type CardDocument } from '../models/card';
import { CardSetModel, type CardSetDocument } from '../models/card-set';
import { ImportStateModel, importStateId } from '../models/import-state';
import { SetCardModel, type SetCardDocument } from '../models/set-card';
import { CatalogView } from './catalog-view';

async function currentGeneration(): Promise<number> {
  const state = await ImportStateModel.findById(importStateId, { generation: 1 }).lean();
  return (state?.generation as number | undefined) ?? 0;
}

async function loadView(generation: number): Promise<CatalogView> {
  const [sets, cards, setCards, banlists] = await Promise.all([
    CardSetModel.find({}, { contentHash: 0 }).lean(),
    CardModel.find({}, { contentHash: 0 }).lean(),
    SetCardModel.find({}, { contentHash: 0 }).lean(),
    BanlistVersionModel.find({}, { contentHash: 0 }).lean(),
  ]);
  return new CatalogView(
    generation,
    sets as unknown as CardSetDocument[],
    cards as unknown as CardDocument[],
    setCards as unknown as SetCardDocument[],
    banlists as unknown as BanlistVersionDocument[],
  );
}

/** Answered by every catalog route until the first import is complete: never a partial catalog. */
export class CatalogNotReady extends HttpError {
  constructor() {
    super(503, messages.catalog.importing);
    this.name = 'CatalogNotReady';
  }
}

/**
 * Hands out the in-memory catalog, reloading it when an import (in this replica or another) raised the
 * generation. The generation is checked at most every `checkIntervalMs`; concurrent readers share a load.
 * Generation 0 means no import has completed: the stored data may be partial, so nothing is served. A
 * re-import writes in place but raises the generation only when done, and the new view replaces the old
 * one only once loaded whole, so readers keep the previous complete catalog meanwhile.
 */
export class CatalogReader {
  private view: CatalogView | undefined;
  private loading: Promise<CatalogView | undefined> | undefined;
  private checkedAt = 0;

  constructor(private readonly checkIntervalMs = 2000) {}

  /** The catalog of the last complete import; throws CatalogNotReady before the first one. */
  async current(): Promise<CatalogView> {
    const view = await this.latest();
    if (!view) throw new CatalogNotReady();
    return view;
  }

  /** Whether a complete import is being served. */
  async isReady(): Promise<boolean> {
    return (await this.latest()) !== undefined;
  }

  private async latest(): Promise<CatalogView | undefined> {
    if (this.view && Date.now() - this.checkedAt < this.checkIntervalMs) return this.view;
    this.loading ??= this.refresh().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Forces the next read to check the generation (after an import in this process). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  private async refresh(): Promise<CatalogView | undefined> {
    const generation = await currentGeneration();
    this.checkedAt = Date.now();
    if (generation === 0) return undefined;
    if (!this.view || this.view.generation !== generation) this.view = await loadView(generation);
    return this.view;
  }
}
