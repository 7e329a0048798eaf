// The contracts as the frontends load them: the index (index.ts) adds what only services use (the events on
// the stream and their versions, the internal calls, the chat bot's payloads) and the screens' texts, which
// each frontend takes from its area's module (`@progression/contracts/texts/games`). The frontends share
// the index as one module, which cannot be tree-shaken, so every page would otherwise carry them all.
// Bundlers pick this file through the `browser` condition of package.json. Tests keep it equal to the index
// less those modules (browser.test.ts) and fail when a frontend imports a name it leaves out
// (scripts/browser-contracts.test.ts).
export * from './primitives';
export * from './messages';
export * from './validation';
export * from './constants';
export * from './dates';
export * from './labels';
export * from './auth';
export * from './entities';
export * from './api';
export * from './consistency';
export { nextStartText, viewerTimeZone } from './schedule/next-start';
