import fs from 'node:fs';
import type { Compiler } from 'webpack';

/** A file copied as is into the build output (`to` is relative to the output folder). */
export interface StaticFile {
  from: string;
  to: string;
}

/** Emits static files (e.g. the logo images the page links to by a fixed URL) into the build output. */
export class StaticFilesPlugin {
  constructor(private readonly files: readonly StaticFile[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(StaticFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: StaticFilesPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            compilation.fileDependencies.add(file.from);
            compilation.emitAsset(file.to, new sources.RawSource(fs.readFileSync(file.from)));
          }
        },
      );
    });
  }
}
