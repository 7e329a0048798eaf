// Runs a bundle built by node-build --standalone with V8's code cache, so that a start compiles little. A
// service's start was mostly compiling its libraries (and a dozen services start in one host process at
// once). Two caches lie beside the bundle, named after its build and V8's cache tag (its version and
// flags: V8 refuses a cache made under others; a new build removes the old ones):
// - `.v8cache`, complete: saved by a run 15 s after it started, with all the code compiled by then;
// - `.eager.v8cache`, the top level only: written, when there is no cache yet, by the loader run with
//   CODE_CACHE_WARM=1, which runs nothing else (the stack does so for the service host's bundles in one
//   short-lived process with the host's flags before it starts the host). A service that compiles its
//   whole bundle itself keeps about 4 MB of the parser's working memory with the process's allocator for
//   good (measured: the service host held 511 MB instead of 449 with the eager caches).
// Without either (a read-only install, say) the bundle is compiled as usual.
'use strict';
const { existsSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { dirname } = require('node:path');
const { cachedDataVersionTag } = require('node:v8');
const vm = require('node:vm');

/** How long the process runs before its compiled code is saved: its start, and its first requests. */
const SAVE_AFTER_MS = Number(process.env.CODE_CACHE_SAVE_AFTER_MS ?? 15_000);

/**
 * Runs `bundlePath` (a CommonJS bundle) as the main module would run. `buildHash` names the bundle's
 * content, so a cache is never used with another build of it.
 */
function runWithCodeCache(bundlePath, buildHash) {
  // Node maps stack traces through source maps only for modules its own loader compiled.
  if (process.sourceMapsEnabled) return void require(bundlePath);
  const tag = cachedDataVersionTag();
  const base = `${bundlePath}.${buildHash}.${process.arch}-${tag}`;
  const compile = (cachedData) =>
    new vm.Script(Module.wrap(readFileSync(bundlePath, 'utf8')), {
      filename: bundlePath,
      cachedData,
    });
  if (process.env.CODE_CACHE_WARM === '1') {
    if (!existsSync(`${base}.v8cache`) && !existsSync(`${base}.eager.v8cache`))
      save(compile().createCachedData(), `${base}.eager.v8cache`);
    return;
  }
  const complete = readIfThere(`${base}.v8cache`);
  const script = compile(complete ?? readIfThere(`${base}.eager.v8cache`));
  if (!complete || script.cachedDataRejected)
    setTimeout(() => {
      // A flag set at run time (as `--expose-gc` by @progression/idle-memory) would make it a cache the
      // next start refuses.
      if (cachedDataVersionTag() === tag) save(script.createCachedData(), `${base}.v8cache`);
    }, SAVE_AFTER_MS).unref();
  const bundle = new Module(bundlePath, null);
  bundle.filename = bundlePath;
  bundle.paths = Module._nodeModulePaths(dirname(bundlePath));
  bundle.loaded = true;
  const compiled = script.runInThisContext({ displayErrors: true });
  const require_ = Module.createRequire(bundlePath);
  compiled.call(bundle.exports, bundle.exports, require_, bundle, bundlePath, dirname(bundlePath));
}

function readIfThere(path) {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** Writes `data` to `path` whole or not at all; a read-only install goes without. */
function save(data, path) {
  try {
    const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, data);
    renameSync(temporary, path);
  } catch {
    // Nothing is lost: the next start compiles as this one did.
  }
}

module.exports = { runWithCodeCache };
