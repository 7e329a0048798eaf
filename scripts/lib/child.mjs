// One child process of the stack, one run of it: its output prefixed with its name (or written to a log
// file in quiet mode), the last lines kept to explain a death, and a stop that escalates from SIGTERM to
// SIGKILL. Starting it again after a death is member.mjs's work.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';

const KEPT_LINES = 20;

/**
 * Starts `command args` as the stack member `name`. Options: `cwd`, `env` (the whole environment), `logFile`
 * (quiet mode: output goes there instead of our stdout), `log` (our own messages), `ipc` (open Node's IPC
 * channel: `send` and `onMessage` talk to it).
 */
export function startChild(name, command, args, { cwd, env, logFile, log = console.log, ipc = false }) {
  // Its own process group: a Ctrl-C in the terminal reaches only us, and we stop the children in order.
  const stdio = ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])];
  const process_ = spawn(command, args, { cwd, env, stdio, detached: true });
  const output = childOutput(name, { logFile, log });
  const { onLine, recent } = output;
  createInterface({ input: process_.stdout }).on('line', onLine);
  createInterface({ input: process_.stderr }).on('line', onLine);

  const exited = new Promise((resolvePromise) => {
    process_.on('error', (error) => {
      onLine(`could not start ${command}: ${error.message}`);
      resolvePromise({ code: null, signal: null, error });
    });
    process_.on('exit', (code, signal) => resolvePromise({ code, signal }));
  });
  exited.then(() => output.end());
  const alive = () =>
    process_.pid !== undefined && process_.exitCode === null && process_.signalCode === null;

  return {
    name,
    pid: process_.pid,
    exited,
    /** Whether it still runs. */
    alive,
    /** The last lines it printed. */
    recentOutput: () => [...recent],
    /** Resolves with the first output line matching `pattern`, rejects if it exits or `timeoutMs` passes. */
    waitForLine: (pattern, timeoutMs) => output.waitForLine(pattern, timeoutMs, exited),
    /** Asks it to stop (SIGTERM), forces it (SIGKILL) after `graceMs`; resolves once it is gone. */
    async stop(graceMs = 10_000) {
      if (!alive()) return exited;
      signal(process_.pid, 'SIGTERM');
      const timer = setTimeout(() => signal(process_.pid, 'SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    /** Kills it at once (our own process exiting, or a second Ctrl-C while stopping). */
    killNow() {
      if (alive()) signal(process_.pid, 'SIGKILL');
    },
    /** With `ipc`: sends it a message (dropped once it is gone). */
    send(message) {
      // A channel that broke meanwhile is the child's death, which `exited` reports.
      if (process_.connected) process_.send(message, () => {});
    },
    /** With `ipc`: calls `listener` with each message it sends. */
    onMessage(listener) {
      process_.on('message', listener);
    },
  };
}

/** Sends a signal to the child's whole group (a wrapper like npm would leave its own child behind). */
function signal(pid, name) {
  try {
    process.kill(-pid, name);
  } catch {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

/**
 * What one run of a member prints: each line goes to our output prefixed with its name (or to its log file
 * in quiet mode), the last lines are kept to explain a death, and `waitForLine` watches for one.
 */
export function childOutput(name, { logFile, log = console.log }) {
  const recent = [];
  const lineListeners = new Set();
  const sink = logFile ? openLog(logFile) : null;
  const onLine = (line) => {
    recent.push(line);
    if (recent.length > KEPT_LINES) recent.shift();
    if (sink) sink.write(`${line}\n`);
    else log(`${name} | ${line}`);
    for (const listener of lineListeners) listener(line);
  };
  /** The first line matching `pattern`; rejects when `exited` settles first or `timeoutMs` passes. */
  const waitForLine = (pattern, timeoutMs, exited) => {
    const already = recent.find((line) => pattern.test(line));
    if (already) return Promise.resolve(already);
    return new Promise((resolvePromise, reject) => {
      const timer = setTimeout(
        () => finish(new Error(`${name} printed no ${pattern} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const listener = (line) => pattern.test(line) && finish(null, line);
      const finish = (error, line) => {
        clearTimeout(timer);
        lineListeners.delete(listener);
        if (error) reject(error);
        else resolvePromise(line);
      };
      lineListeners.add(listener);
      exited.then((result) =>
        finish(new Error(`${name} exited before it was ready (${describeExit(result)})`)),
      );
    });
  };
  return { onLine, recent, waitForLine, end: () => sink?.end() };
}

function openLog(file) {
  mkdirSync(dirname(file), { recursive: true });
  return createWriteStream(file, { flags: 'a' });
}

/** "exit code 1", "signal SIGKILL" or the spawn error. */
export function describeExit({ code, signal: killedBy, error }) {
  if (error) return error.message;
  if (killedBy) return `signal ${killedBy}`;
  return `exit code ${code}`;
}
