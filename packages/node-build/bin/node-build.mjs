#!/usr/bin/env node
// Usage (from a workspace): node-build [--outdir DIR] [--standalone] src/index.ts [src/other-entry.ts ...]
// Writes <outdir, default dist>/<entry name>.js for each entry. Workspace packages (@progression/*) are
// TypeScript sources with no build of their own, so they are bundled in. Other packages stay external and
// are loaded from node_modules at run time, unless --standalone: then they are bundled in too (but for
// native addons and optional packages, which cannot be), into <entry name>.bundle.js, and <entry name>.js
// runs that bundle with V8's code cache (lib/run-with-code-cache.cjs), for a start that compiles little.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const outdirFlag = args.indexOf('--outdir');
const outdir = outdirFlag >= 0 ? args.splice(outdirFlag, 2)[1] : 'dist';
const standaloneFlag = args.indexOf('--standalone');
const standalone = standaloneFlag >= 0 && args.splice(standaloneFlag, 1).length === 1;
const entries = args;
if (entries.length === 0 || !outdir) {
  console.error('usage: node-build [--outdir DIR] [--standalone] <entry.ts> [<entry.ts> ...]');
  process.exit(2);
}

/**
 * What a standalone build still loads from node_modules: native addons, and the packages the MongoDB driver
 * and pino load only when installed and configured (compression, Kerberos, cloud credentials, pretty logs).
 */
const STANDALONE_EXTERNAL = [
  'argon2',
  'kerberos',
  'snappy',
  '@mongodb-js/zstd',
  'mongodb-client-encryption',
  'aws4',
  'socks',
  'gcp-metadata',
  '@aws-sdk/credential-providers',
  'pino-pretty',
];
const isExternalInStandalone = (path) =>
  STANDALONE_EXTERNAL.some((name) => path === name || path.startsWith(`${name}/`));

const thirdPartyExternal = {
  name: 'third-party-external',
  setup(context) {
    // `require.resolve` asks for a file's path at run time, never for its code: always left as it is.
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'require-resolve') return { path: args.path, external: true };
      if (args.path.startsWith('@progression/')) return undefined;
      if (standalone && !args.path.startsWith('node:') && !isExternalInStandalone(args.path))
        return undefined;
      return { path: args.path, external: true };
    });
  },
};

const names = entries.map((entry) => basename(entry, extname(entry)));
await build({
  entryPoints: Object.fromEntries(
    entries.map((entry, index) => [standalone ? `${names[index]}.bundle` : names[index], entry]),
  ),
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [thirdPartyExternal],
  logLevel: 'warning',
  // A bundle is held in memory as its source by every V8 isolate that runs it (a dozen in the service
  // host): without its comments and indentation it is about a third smaller. Lines stay short, as Node
  // prints the line of an uncaught error's origin.
  ...(standalone ? { minifyWhitespace: true, lineLimit: 120, charset: 'ascii' } : {}),
  // A script run through node:vm has no loader for `import()` (the MongoDB driver has some): as a require.
  ...(standalone ? { supported: { 'dynamic-import': false } } : {}),
  // Where source maps are on, Node reads the map whole into every process: the sources stay out of it.
  ...(standalone ? { sourcesContent: false } : {}),
});

if (standalone) {
  // Caches of earlier builds can never be used again.
  for (const file of readdirSync(outdir))
    if (file.includes('.v8cache')) rmSync(join(outdir, file), { force: true });
  const runner = fileURLToPath(new URL('../lib/run-with-code-cache.cjs', import.meta.url));
  for (const name of names) {
    const bundle = `${name}.bundle.js`;
    try {
      asciiOnly(join(outdir, bundle));
    } catch (error) {
      // The last build's loader must not run this bundle: without it the workspace counts as not built.
      rmSync(join(outdir, `${name}.js`), { force: true });
      throw error;
    }
    const buildHash = createHash('sha1')
      .update(readFileSync(join(outdir, bundle)))
      .digest('hex')
      .slice(0, 12);
    await build({
      stdin: {
        contents: `require(${JSON.stringify(runner)}).runWithCodeCache(require('node:path').join(__dirname, ${JSON.stringify(bundle)}), ${JSON.stringify(buildHash)});`,
        resolveDir: outdir,
        sourcefile: `${name}-runner.js`,
      },
      outfile: join(outdir, `${name}.js`),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      logLevel: 'warning',
    });
  }
}

/**
 * Escapes what esbuild leaves outside ASCII (it keeps regular expressions as written): V8 holds a source
 * with a single other character as two bytes per character, twice the memory of the whole bundle. An
 * escape means the same in a regular expression, a string or a comment (not in a tagged template's raw
 * text, which none of our bundles has); only the columns of those few lines in the source map move.
 */
function asciiOnly(file) {
  const source = readFileSync(file, 'utf8');
  // `\×` would become `\\u00d7`, which means something else: say so rather than build it.
  const escapedAlready = /\\[\u0080-\uffff]/.exec(source);
  if (escapedAlready)
    throw new Error(`${file}: cannot escape ${JSON.stringify(escapedAlready[0])} at ${escapedAlready.index}`);
  const escaped = source.replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (escaped !== source) writeFileSync(file, escaped);
}
