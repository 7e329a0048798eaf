// A throwaway checkout on disk for the scripts' tests: a root package.json with workspaces and the folders.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Writes `files` (path -> content, objects as JSON) under a new temporary folder and returns it. Every file
 * is dated `secondsAgo` in the past, so a test can make one of them newer.
 */
export function makeTree(files: Record<string, unknown>, secondsAgo = 100): string {
  const root = mkdtempSync(join(tmpdir(), 'progression-scripts-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
    age(join(root, path), secondsAgo);
  }
  return root;
}

/** Sets a file's modification time to `secondsAgo` before now. */
export function age(path: string, secondsAgo: number): void {
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, when, when);
}
