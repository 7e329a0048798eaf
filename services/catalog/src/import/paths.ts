import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The card data folder beside the project's checkout (`<repo>/../shared/carddata`), found by walking up
 * from the working directory and from this file; undefined when there is none.
 */
export function defaultCardDataDir(): string | undefined {
  for (const start of [process.cwd(), __dirname]) {
    let dir = resolve(start);
    for (;;) {
      const candidate = join(dir, 'shared', 'carddata');
      if (existsSync(candidate)) return candidate;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return undefined;
}
