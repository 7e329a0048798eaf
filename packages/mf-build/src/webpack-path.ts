// Module Federation's plugin reaches into webpack's internal files, which move between webpack minors.
// It must use the webpack this package pins and runs (not whichever copy npm hoisted for its peers).
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');

export {};
