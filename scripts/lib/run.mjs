// Running commands: npm itself, and child processes whose output is kept for a failure report.
import { spawn } from 'node:child_process';

/** The npm executable for this platform. */
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs a command to completion. `inherit` streams its output to ours; otherwise the output is collected and
 * returned (`output`) so the caller shows it only when the command fails. Never rejects: check `code`.
 */
export function runCommand(command, args, { cwd, env, inherit = false } = {}) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
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
