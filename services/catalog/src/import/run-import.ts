import type { Model } from 'mongoose';
import type { ImportProblem } from '../domain/problems';
import { describeProblem } from '../domain/problems';
import { BanlistVersionModel } from '../models/banlist-version';
import { CardModel } from '../models/card';
import { CardSetModel } from '../models/card-set';
import { ImportStateModel, importStateId } from '../models/import-state';
import { SetCardModel } from '../models/set-card';
import type { CatalogSources } from './snapshot';
import { buildSnapshot } from './snapshot';
import type { ProgressListener, WriteCounts } from './writer';
import { syncCollection } from './writer';

/** What an import did, for the CLI's summary and the import state. */
export interface ImportSummary {
  source: string;
  durationMs: number;
  sourceRecords: { sets: number; cardRecords: number; printings: number; banlists: number };
  alternateArtsMerged: number;
  /** Sets the set list does not name, made from the printings that name them. */
  setsFromPrintings: { count: number; examples: string[] };
  sets: WriteCounts;
  cards: WriteCounts;
  printings: WriteCounts;
  banlists: WriteCounts;
  /** Skipped records grouped by reason: how many, and the first few with their location. */
  skipped: Array<{ reason: string; count: number; examples: string[] }>;
  changed: boolean;
}

const examplesPerReason = 5;

/** An import left `running` this long ago is taken to have died with its process. */
const staleImportMs = 30 * 60_000;

/** Another replica or CLI is importing right now. */
export class ImportAlreadyRunningError extends Error {
  constructor() {
    super('Another card import is running; try again when it has finished');
    this.name = 'ImportAlreadyRunningError';
  }
}

/**
 * Marks the import as running, unless another one is: the filter does not match a running state, so the
 * upsert tries to insert a second state document and the unique _id refuses it.
 */
async function claimImport(source: string, started: number): Promise<void> {
  try {
    await ImportStateModel.updateOne(
      {
        _id: importStateId,
        $or: [{ status: { $ne: 'running' } }, { startedAt: { $lt: new Date(started - staleImportMs) } }],
      },
      { $set: { status: 'running', source, startedAt: new Date(started), error: null } },
      { upsert: true },
    );
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new ImportAlreadyRunningError();
    throw error;
  }
}

function groupProblems(problems: ImportProblem[]): ImportSummary['skipped'] {
  const groups = new Map<string, ImportProblem[]>();
  for (const problem of problems) {
    const group = groups.get(problem.reason);
    if (group) group.push(problem);
    else groups.set(problem.reason, [problem]);
  }
  return [...groups].map(([reason, items]) => ({
    reason,
    count: items.length,
    examples: items.slice(0, examplesPerReason).map(describeProblem),
  }));
}

/** The documents keyed by their id, made one at a time as the writer asks. */
function* withId<T extends { id: string }>(docs: T[]): Generator<Omit<T, 'id'> & { _id: string }> {
  for (const { id, ...rest } of docs) yield { _id: id, ...rest };
}

/** Validates every source, then writes what changed; marks the import state so readers reload. */
export async function runImport(
  sources: CatalogSources,
  source: string,
  onProgress: ProgressListener = () => undefined,
  databaseVersion: string | null = null,
): Promise<ImportSummary> {
  const started = Date.now();
  await claimImport(source, started);
  try {
    onProgress('validating', 0, 1);
    const snapshot = buildSnapshot(sources);
    // The mapped card records live on in the snapshot's documents: not kept beside them while writing.
    if ('mapped' in sources.cardInfo) sources.cardInfo.mapped.records = [];
    onProgress('validating', 1, 1);
    const sync = <T extends { _id: string }>(
      model: unknown,
      docs: Iterable<T>,
      total: number,
      step: string,
      extraOnInsert?: () => Record<string, unknown>,
    ) => syncCollection(model as Model<never>, docs, total, step, onProgress, extraOnInsert);
    const sets = await sync(CardSetModel, withId(snapshot.sets), snapshot.sets.length, 'sets');
    const cards = await sync(CardModel, withId(snapshot.cards), snapshot.cards.length, 'cards');
    const printings = await sync(
      SetCardModel,
      withId(snapshot.setCards),
      snapshot.setCards.length,
      'printings',
    );
    const banlists = await sync(
      BanlistVersionModel,
      snapshot.banlists.map((version) => ({ _id: `${version.format}:${version.activeFrom}`, ...version })),
      snapshot.banlists.length,
      'banlists',
      () => ({ createdAt: new Date() }),
    );
    const changed = [sets, cards, printings, banlists].some((counts) => counts.inserted + counts.updated > 0);
    const summary: ImportSummary = {
      source,
      durationMs: Date.now() - started,
      sourceRecords: snapshot.sourceCounts,
      alternateArtsMerged: snapshot.alternateArtsMerged,
      setsFromPrintings: {
        count: snapshot.setsFromPrintings.length,
        examples: snapshot.setsFromPrintings.slice(0, examplesPerReason),
      },
      sets,
      cards,
      printings,
      banlists,
      skipped: groupProblems(snapshot.problems),
      changed,
    };
    await ImportStateModel.updateOne(
      { _id: importStateId },
      {
        $set: {
          status: 'idle',
          finishedAt: new Date(),
          summary,
          ...(databaseVersion ? { databaseVersion } : {}),
        },
        $inc: { generation: changed ? 1 : 0 },
      },
    );
    return summary;
  } catch (error) {
    await ImportStateModel.updateOne(
      { _id: importStateId },
      { $set: { status: 'failed', finishedAt: new Date(), error: (error as Error).message } },
    );
    throw error;
  }
}

/** The summary as the CLI and the start-up log print it. */
export function formatSummary(summary: ImportSummary): string {
  const counts = (name: string, c: WriteCounts) =>
    `  ${name.padEnd(10)} ${String(c.inserted + c.updated + c.unchanged).padStart(6)}  (inserted ${c.inserted}, updated ${c.updated}, unchanged ${c.unchanged})`;
  const lines = [
    `Imported from ${summary.source} in ${(summary.durationMs / 1000).toFixed(1)} s`,
    counts('sets', summary.sets),
    counts('cards', summary.cards),
    counts('printings', summary.printings),
    counts('banlists', summary.banlists),
    `  source: ${summary.sourceRecords.sets} sets, ${summary.sourceRecords.cardRecords} card records (${summary.alternateArtsMerged} alternate artworks merged into their card), ${summary.sourceRecords.printings} printings, ${summary.sourceRecords.banlists} banlist files`,
  ];
  const derived = summary.setsFromPrintings;
  if (derived.count > 0)
    lines.push(
      `  ${derived.count} sets made from their printings (not in the set list): ${derived.examples.join(', ')}${derived.count > derived.examples.length ? ', ...' : ''}`,
    );
  if (summary.skipped.length === 0) lines.push('  skipped: nothing');
  for (const group of summary.skipped) {
    lines.push(`  skipped ${group.count} (${group.reason}):`);
    for (const example of group.examples) lines.push(`    ${example}`);
    if (group.count > group.examples.length)
      lines.push(`    ... and ${group.count - group.examples.length} more`);
  }
  return lines.join('\n');
}
