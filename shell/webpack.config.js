// The shell's build: the shared helper's host config, plus the logo images at their fixed URLs.
const path = require('node:path');
const { shellConfig } = require('@progression/mf-build');

const images = path.join(path.dirname(require.resolve('@progression/ui/package.json')), 'assets/images');

module.exports = shellConfig({
  dir: __dirname,
  staticFiles: ['icon.png', 'icon-dark.png'].map((file) => ({
    from: path.join(images, file),
    to: `images/${file}`,
  })),
});
