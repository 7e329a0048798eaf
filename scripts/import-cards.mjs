// npm run import:cards: the catalog service imports card data; this only hands over to it.
import { rootOf, runMain } from './lib/cli.mjs';
import { listServices } from './lib/repo.mjs';
import { NPM, runCommand } from './lib/run.mjs';

runMain(async () => {
  const root = rootOf(import.meta.url);
  const catalog = listServices(root).find((service) => service.service === 'catalog');
  if (!catalog?.manifest.scripts?.['import:cards']) {
    console.error(
      'The catalog service is not present (services/catalog with an import:cards script); nothing to import.',
    );
    process.exit(1);
  }
  const args = ['run', 'import:cards', '--workspace', catalog.name, '--', ...process.argv.slice(2)];
  const result = await runCommand(NPM, args, { cwd: root, inherit: true });
  process.exit(result.code);
});
