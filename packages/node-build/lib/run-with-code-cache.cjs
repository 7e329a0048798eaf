// Runs a bundle built by node-build --standalone with V8's code cache, so that a start compiles little. A
// service's start was mostly compiling its libraries (and a dozen services start in one host process at
// once). Two caches lie beside the bundle, named after its build and the runtime (V8 refuses a cache made
// by another V8 or with other flags; a new build removes the old ones):
// - `.v8cache`, complete: saved by a run 15 s after it started, with all the code compiled by then;
// - `.eager.v8cache`, the top level only: made before a first run by a short-lived process with the same
//   flags. Compiling the whole bundle in the service's own process would leave about 4 MB of the parser's
//   working memory with the process's allocator for good (measured: the host held 511 MB instead of 464).
// Without either (a read-only install, say) the bundle is compiled as usual.
'use strict';
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { dirname } = require('node:path');
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
  const runtime = [process.version, process.arch, ...process.execArgv].join(' ');
  const base = `${bundlePath}.${buildHash}.${hashOf(runtime)}`;
  const complete = readIfThere(`${base}.v8cache`);
  const cachedData = complete ?? readIfThere(`${base}.eager.v8cache`) ?? compileElsewhere(bundlePath, base);
  const script = new vm.Script(Module.wrap(readFileSync(bundlePath, 'utf8')), {
    filename: bundlePath,
    cachedData,
  });
  if (!complete || script.cachedDataRejected)
    setTimeout(() => save(script.createCachedData(), `${base}.v8cache`), SAVE_AFTER_MS).unref();
  const bundle = new Module(bundlePath, null);
  bundle.filename = bundlePath;
  bundle.paths = Module._nodeModulePaths(dirname(bundlePath));
  bundle.loaded = true;
  const compiled = script.runInThisContext({ displayErrors: true });
  const require_ = Module.createRequire(bundlePath);
  compiled.call(bundle.exports, bundle.exports, require_, bundle, bundlePath, dirname(bundlePath));
}

/** The eager cache, made by a process with this one's flags; undefined when that fails. */
function compileElsewhere(bundlePath, base) {
  const compileAndSave = `
    const { Script } = require('node:vm');
    const { readFileSync, renameSync, writeFileSync } = require('node:fs');
    const path = ${JSON.stringify(bundlePath)};
    const script = new Script(require('node:module').wrap(readFileSync(path, 'utf8')), { filename: path });
    const temporary = ${JSON.stringify(`${base}.eager.v8cache.${process.pid}.${uniqueSuffix()}.tmp`)};
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, ${JSON.stringify(`${base}.eager.v8cache`)});`;
  try {
    execFileSync(process.execPath, [...process.execArgv, '-e', compileAndSave], {
      stdio: 'ignore',
      timeout: 60_000,
    });
  } catch {
    return undefined;
  }
  return readIfThere(`${base}.eager.v8cache`);
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
    const temporary = `${path}.${process.pid}.${uniqueSuffix()}.tmp`;
    writeFileSync(temporary, data);
    renameSync(temporary, path);
  } catch {
    // Nothing is lost: the next start compiles as this one did.
  }
}

const uniqueSuffix = () => Math.random().toString(36).slice(2);

function hashOf(text) {
  return createHash('sha1').update(text).digest('hex').slice(0, 12);
}

module.exports = { runWithCodeCache };
