// npm run typecheck: type-checks every workspace. Workspaces whose tsconfig only extends a shared base and
// lists its folders are checked together, one TypeScript program per base, so the shared packages are
// read and checked once instead of once per workspace; a workspace with options of its own is checked
// alone. Each workspace's own tsconfig stays what editors and `npm run typecheck -w <name>` use.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { rootOf, runMain } from './lib/cli.mjs';
import { defaultConcurrency, runPool } from './lib/pool.mjs';
import { listWorkspaces, readJson } from './lib/repo.mjs';
import { runCommand } from './lib/run.mjs';

runMain(async () => {
  const root = rootOf(import.meta.url);
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  // Under node_modules so that type packages (@types/node, @types/jest) are found as from the root.
  const configDir = join(root, 'node_modules', '.cache', 'typecheck');
  mkdirSync(configDir, { recursive: true });

  const groups = new Map();
  const alone = [];
  for (const workspace of listWorkspaces(root)) {
    if (!workspace.manifest.scripts?.typecheck) continue;
    const configFile = join(workspace.dir, 'tsconfig.json');
    const config = readJson(configFile);
    const keys = Object.keys(config).filter((key) => key !== '$schema');
    const plain = keys.every((key) => key === 'extends' || key === 'include') && config.extends;
    if (!plain) {
      alone.push({ label: workspace.folder, config: configFile });
      continue;
    }
    const base = resolve(workspace.dir, config.extends);
    const include = (config.include ?? ['.']).map((path) => relative(configDir, join(workspace.dir, path)));
    groups.set(base, [...(groups.get(base) ?? []), { folder: workspace.folder, include }]);
  }

  const programs = [...alone];
  for (const [base, members] of groups) {
    const name = relative(root, base).replace(/[\\/]/g, '_');
    const config = join(configDir, name);
    writeFileSync(
      config,
      JSON.stringify({ extends: relative(configDir, base), include: members.flatMap((m) => m.include) }),
    );
    programs.push({ label: `${members.length} workspaces on ${relative(root, base)}`, config });
  }

  const results = await runPool(programs, defaultConcurrency(), async ({ label, config }) => {
    const result = await runCommand(process.execPath, [tsc, '-p', config, '--pretty', 'false'], { cwd: root });
    console.log(`${result.code === 0 ? 'ok  ' : 'FAIL'} ${label} (${result.seconds.toFixed(1)} s)`);
    if (result.code !== 0) process.stdout.write(result.output);
    return result.code === 0;
  });
  if (results.some((passed) => !passed)) process.exit(1);
});
