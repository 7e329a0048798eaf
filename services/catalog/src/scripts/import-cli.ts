import mongoose from 'mongoose';
import { databaseInUrl } from '@progression/service-kit';
import { importCatalog } from '../import/import-catalog';
import { progressBar } from '../import/progress-bar';
import { formatSummary } from '../import/run-import';
import { defaultCardDataDir } from '../import/paths';

const usage = `Usage: import:cards [--live] [--dir <card data folder>]
Imports card sets, cards, printings, banlists and pack layouts into the catalog database.
  MONGO_URL            MongoDB URL (database progression_catalog unless the URL names one); required
  CARD_DATA_DIR        card data folder (default: ../shared/carddata beside the checkout, when present)
  YGOPRODECK_API_URL   live API (default https://db.ygoprodeck.com/api/v7); used with --live or without a folder
  --live               fetch sets and cards from the live API even when a folder is present`;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const mongoUrl = process.env.MONGO_URL;
  if (!mongoUrl) {
    process.stderr.write(`MONGO_URL is missing.\n${usage}\n`);
    return 2;
  }
  const dirFlag = argv.indexOf('--dir');
  const cardDataDir = dirFlag >= 0 ? argv[dirFlag + 1] : (process.env.CARD_DATA_DIR ?? defaultCardDataDir());
  await mongoose.connect(mongoUrl, {
    dbName: databaseInUrl(mongoUrl) ?? 'progression_catalog',
    serverSelectionTimeoutMS: 10_000,
  });
  const bar = progressBar();
  try {
    const outcome = await importCatalog({
      cardDataDir,
      live: { baseUrl: process.env.YGOPRODECK_API_URL ?? 'https://db.ygoprodeck.com/api/v7' },
      preferLive: argv.includes('--live'),
      onProgress: bar.update,
    });
    bar.done();
    if (outcome.kind === 'unchanged')
      process.stdout.write(
        `Nothing to import: ${outcome.source} still has database version ${outcome.databaseVersion}.\n`,
      );
    else process.stdout.write(`${formatSummary(outcome.summary)}\n`);
    return 0;
  } catch (error) {
    bar.done();
    process.stderr.write(`Import failed: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await mongoose.disconnect();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
