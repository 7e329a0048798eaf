import fs from 'node:fs';
import path from 'node:path';

/** The federation runtime's packages that ship both a CommonJS and an ES module build. */
const runtimePackages = [
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
] as const;

/**
 * Points every import of the federation runtime's packages at their ES module build. The plugin that
 * lets the shell provide its runtime to the remotes `require`s the CommonJS build while webpack's
 * bundler runtime imports the ES modules, and the two builds are two copies of the runtime in the
 * shell's first script (25 KB gzip more). An exact-match alias (`name$`) leaves subpath imports alone.
 */
export function federationRuntimeAliases(dir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of runtimePackages) {
    let resolved: string;
    try {
      resolved = require.resolve(name, { paths: [dir] });
    } catch {
      continue;
    }
    const packageDir = resolved.slice(0, resolved.lastIndexOf(`${name}/`) + name.length + 1);
    const esm = path.join(packageDir, 'dist/index.js');
    if (fs.existsSync(esm)) aliases[`${name}$`] = esm;
  }
  return aliases;
}
