// The JavaScript a page load fetches: its size as sent (the gateway's brotli or gzip), gzipped at the
// default level (the figure the budget is written in), and which modules arrived more than once. Every
// built script names its modules in its source map, so a library fetched twice (by the shell and by an
// area, or by two areas) shows as the same module file in two scripts.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface ScriptLoad {
  files: number;
  /** Bytes of the response bodies as sent. */
  sentBytes: number;
  /** Bytes of the same scripts gzipped at the default level. */
  gzipBytes: number;
  /** Each script: its path, gzipped size and the packages it holds. */
  scripts: Array<{ path: string; gzipBytes: number; packages: string[] }>;
  /** Per package (npm name, or `@progression/<folder>`): how many of its module files arrived twice or more. */
  duplicated: Record<string, number>;
  /** The module files that arrived twice or more, each with the scripts that brought it. */
  duplicatedFiles: Array<{ file: string; scripts: string[] }>;
}

/** The package and file a source-map entry names, or undefined for webpack's own runtime and the like. */
export function moduleOf(source: string): { pkg: string; file: string } | undefined {
  const installed = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(source);
  if (installed) return { pkg: installed[1]!, file: `${installed[1]}/${installed[2]}` };
  const own = /(?:^|\/)packages\/([^/]+)\/(.+)$/.exec(source);
  if (own) return { pkg: `@progression/${own[1]}`, file: `@progression/${own[1]}/${own[2]}` };
  return undefined;
}

/** The module files a script's source map names (none when it has no map). */
async function modulesOf(url: string, body: string): Promise<Array<{ pkg: string; file: string }>> {
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(body)?.[1];
  if (!mapName) return [];
  const response = await fetch(new URL(mapName, url));
  if (!response.ok) return [];
  const { sources } = (await response.json()) as { sources: string[] };
  return sources.map(moduleOf).filter((module) => module !== undefined);
}

/** Collects every script the page fetches from now on; `result()` waits for what was fetched so far. */
export function collectScripts(page: Page): { result(): Promise<ScriptLoad> } {
  const pending: Promise<void>[] = [];
  const load = { files: 0, sentBytes: 0, gzipBytes: 0, scripts: [] as ScriptLoad['scripts'] };
  const seen = new Map<string, { pkg: string; times: number; scripts: string[] }>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    pending.push(
      (async () => {
        const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
        load.files += 1;
        load.sentBytes += sizes.responseBodySize;
        const gzipBytes = gzipSync(body).length;
        load.gzipBytes += gzipBytes;
        const modules = await modulesOf(response.url(), body.toString('utf8'));
        const packages = [...new Set(modules.map(({ pkg }) => pkg))];
        load.scripts.push({ path: new URL(response.url()).pathname, gzipBytes, packages });
        for (const { pkg, file } of modules) {
          const entry = seen.get(file) ?? { pkg, times: 0, scripts: [] };
          entry.times += 1;
          entry.scripts.push(new URL(response.url()).pathname);
          seen.set(file, entry);
        }
      })().catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return {
    async result() {
      page.off('response', onResponse);
      await Promise.all(pending);
      const duplicated: Record<string, number> = {};
      const duplicatedFiles: ScriptLoad['duplicatedFiles'] = [];
      for (const [file, { pkg, times, scripts }] of seen) {
        if (times < 2) continue;
        duplicated[pkg] = (duplicated[pkg] ?? 0) + 1;
        duplicatedFiles.push({ file, scripts });
      }
      return { ...load, duplicated, duplicatedFiles };
    },
  };
}
