// Runs a bundle built by node-build --standalone with V8's code cache: the first run compiles the bundle
// as usual and, once the process has been up for a while, saves the code V8 compiled so far beside it; later
// runs load that code instead of compiling it again. A service's start is mostly compiling its libraries
// (a dozen services start in one host process at once), and most of that work is then skipped.
'use strict';
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
  const source = readFileSync(bundlePath, 'utf8');
  // V8 refuses a cache made by another V8 or with other flags; the name keeps one per runtime.
  const runtime = [process.version, process.arch, ...process.execArgv].join(' ');
  const cachePath = `${bundlePath}.${buildHash}.${hashOf(runtime)}.v8cache`;
  const cachedData = readIfThere(cachePath);
  const script = new vm.Script(Module.wrap(source), { filename: bundlePath, cachedData });
  const bundle = new Module(bundlePath, null);
  bundle.filename = bundlePath;
  bundle.paths = Module._nodeModulePaths(dirname(bundlePath));
  bundle.loaded = true;
  if (!cachedData || script.cachedDataRejected)
    setTimeout(() => save(script, cachePath), SAVE_AFTER_MS).unref();
  const compiled = script.runInThisContext({ displayErrors: true });
  compiled.call(
    bundle.exports,
    bundle.exports,
    Module.createRequire(bundlePath),
    bundle,
    bundlePath,
    dirname(bundlePath),
  );
}

function readIfThere(path) {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** Saves the compiled code; a read-only install goes without. (A build removes the caches of the last one.) */
function save(script, cachePath) {
  try {
    const temporary = `${cachePath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cachePath);
  } catch {
    // Nothing is lost: the next start compiles as this one did.
  }
}

function hashOf(text) {
  return createHash('sha1').update(text).digest('hex').slice(0, 12);
}

module.exports = { runWithCodeCache };
