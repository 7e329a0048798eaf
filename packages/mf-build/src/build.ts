import './webpack-path';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import type { ConfigFactory, Mode } from './config';

export interface BuildOptions {
  /** The folder holding webpack.config.js. */
  dir: string;
  mode?: Mode;
}

/** Reads the webpack.config.js of `dir` (a config or a config function) for a mode. */
export function loadConfig(dir: string, mode: Mode): Configuration {
  // The config files are CommonJS by design: webpack and this helper load them the same way.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(path.join(path.resolve(dir), 'webpack.config.js')) as
    Configuration | ConfigFactory;
  return typeof exported === 'function' ? exported({}, { mode }) : exported;
}

/** Builds the package in `dir` once; rejects with webpack's errors when the build fails. */
export function build({ dir, mode = 'production' }: BuildOptions): Promise<Stats> {
  const compiler = webpack(loadConfig(dir, mode));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats) return reject(new Error('webpack returned no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(stats);
      });
    });
  });
}
