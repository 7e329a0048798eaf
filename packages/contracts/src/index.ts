// What the frontends load (browser.ts), and what only services use: the events on the stream and their
// versions, the chat bot's payloads and the internal calls.
export * from './browser';
export * from './events';
export * from './event-versions';
export * from './discord';
export * from './calls';
// Every area's screen texts gathered (the frontends import their area's module instead: browser.ts).
export * from './texts';
