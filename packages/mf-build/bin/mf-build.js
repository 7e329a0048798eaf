#!/usr/bin/env node
// Builds the shell or a microfrontend from the folder it runs in, through the shared helper.
// Usage: mf-build [--mode development|production] [--watch]
// The helper is TypeScript; esbuild-register compiles it on the fly, so nothing needs a prior build.
require('esbuild-register/dist/node').register({ target: 'node20' });

const { loadConfig, build } = require('../src/index.ts');
const webpack = require('webpack');

const args = process.argv.slice(2);
const modeIndex = args.indexOf('--mode');
const mode = modeIndex >= 0 ? args[modeIndex + 1] : 'production';
const dir = process.cwd();

if (args.includes('--watch')) {
  webpack(loadConfig(dir, mode)).watch({}, (error, stats) => {
    if (error) console.error(error);
    else
      console.log(
        stats.toString({ preset: 'errors-warnings', colors: true }) || `built ${new Date().toISOString()}`,
      );
  });
} else {
  build({ dir, mode }).then(
    (stats) => {
      const { assets = [] } = stats.toJson({ all: false, assets: true });
      const bytes = assets.reduce((total, asset) => total + asset.size, 0);
      console.log(`${dir}: ${assets.length} files, ${(bytes / 1024).toFixed(0)} KiB (${mode})`);
    },
    (error) => {
      console.error(error.message ?? error);
      process.exitCode = 1;
    },
  );
}
