// Running commands: npm itself, and child processes whose output is kept for a failure report.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** The npm executable for this platform. */
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs a command to completion. `inherit` streams its output to ours; otherwise the output is collected and
 * returned (`output`) so the caller shows it only when the command fails. `priority` is the child's CPU
 * priority (19 is the lowest; the processes it starts inherit it). Never rejects: check `code`.
 */
export function runCommand(command, args, { cwd, env, inherit = false, priority } = {}) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (priority !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, priority);
      } catch {
        // A platform that refuses it runs the command at the usual priority.
      }
    }
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code, signal) => {
      resolvePromise({ code: code ?? 1, signal, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Seconds since `started` (a Date.now() value), rounded to a tenth. */
export function secondsSince(started) {
  return Math.round((Date.now() - started) / 100) / 10;
}
