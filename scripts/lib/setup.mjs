// Makes a fresh machine ready: the right Node, the npm dependencies, and Debian packages the stack runs.
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { readJson } from './repo.mjs';
import { NPM, runCommand } from './run.mjs';

/** Thrown when the machine cannot be made ready without the user's help; the message says what to do. */
export class SetupError extends Error {
  constructor(message) {
    super(message);
    this.name = 'SetupError';
  }
}

/** Refuses a Node older than the root package.json's `engines.node` (a `>=X.Y` range). */
export function checkNodeVersion(root, version = process.versions.node) {
  const range = readJson(join(root, 'package.json')).engines?.node ?? '';
  const minimum = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim())?.[1];
  if (!minimum) return;
  if (compareVersions(version, minimum) < 0) {
    throw new SetupError(`Progression needs Node ${minimum} or newer; this is Node ${version}.`);
  }
}

/** Compares dotted versions numerically: negative, zero or positive. */
export function compareVersions(a, b) {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Where the hash of the lockfile last installed is kept. */
const INSTALL_STAMP = join('node_modules', '.progression-install-stamp');

/**
 * Whether npm dependencies must be installed: node_modules is missing, or package-lock.json changed since the last install.
 * npm's own record of an install (node_modules/.package-lock.json) newer than the lockfile counts as
 * installed, so an install made by hand is not thrown away; otherwise the lockfile's hash must match the
 * one stamped at the last install (a checkout that only touched the file changes nothing).
 */
export function installNeeded(root) {
  const lockfile = join(root, 'package-lock.json');
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(lockfile)) return null;
  const npmRecord = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(npmRecord) && statSync(npmRecord).mtimeMs >= statSync(lockfile).mtimeMs) {
    writeInstallStamp(root);
    return null;
  }
  const stamp = join(root, INSTALL_STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hashFile(lockfile)) return null;
  return 'package-lock.json changed since the last install';
}

function hashFile(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

function writeInstallStamp(root) {
  const lockfile = join(root, 'package-lock.json');
  if (existsSync(lockfile)) writeFileSync(join(root, INSTALL_STAMP), `${hashFile(lockfile)}\n`);
}

/** Installs the npm dependencies when `installNeeded` says so. */
export async function ensureDependencies(root, log = console.log) {
  const reason = installNeeded(root);
  if (!reason) return;
  log(`Installing npm dependencies (${reason})...`);
  // `npm install`, not `npm ci`: with the lockfile as npm 11 writes it here (optional platform packages of
  // other systems left out), `npm ci` refuses it as out of sync; `npm install` installs the locked versions.
  const result = await runCommand(NPM, ['install', '--no-audit', '--no-fund'], { cwd: root, inherit: true });
  if (result.code !== 0) throw new SetupError(`npm install failed (exit ${result.code}).`);
  writeInstallStamp(root);
}

/** The absolute path of an executable on PATH or in the system folders Debian installs to, or null. */
export function findExecutable(name, searchPath = process.env.PATH ?? '') {
  const folders = [
    ...searchPath.split(delimiter),
    '/usr/local/sbin',
    '/usr/local/bin',
    '/usr/sbin',
    '/usr/bin',
  ];
  for (const folder of folders.filter(Boolean)) {
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/**
 * Returns the path of `executable`, installing Debian's `aptPackage` first when it is absent and we are
 * root; as another user, throws with the command to run.
 */
export async function ensureDebianPackage(executable, aptPackage, log = console.log) {
  const found = findExecutable(executable);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !findExecutable('apt-get')) {
    throw new SetupError(
      `${executable} is not installed. Install it with: sudo apt-get update && sudo apt-get install -y ${aptPackage}`,
    );
  }
  log(`Installing ${aptPackage} with apt-get...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', aptPackage]]) {
    const result = await runCommand('apt-get', args, { env, inherit: true });
    if (result.code !== 0) throw new SetupError(`apt-get ${args.join(' ')} failed (exit ${result.code}).`);
  }
  const installed = findExecutable(executable);
  if (!installed) throw new SetupError(`${aptPackage} was installed but ${executable} is still not found.`);
  return installed;
}

/** Everything `npm start` needs before building: Node, npm dependencies, nats-server. */
export async function ensureSetup(root, { chromium = false, log = console.log } = {}) {
  checkNodeVersion(root);
  await ensureDependencies(root, log);
  const natsServer = await ensureDebianPackage('nats-server', 'nats-server', log);
  const chromiumPath = chromium ? await ensureDebianPackage('chromium', 'chromium', log) : null;
  return { natsServer, chromium: chromiumPath };
}
