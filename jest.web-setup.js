// Screens in jsdom wait up to 5 s for what they look for (findBy*, waitFor): the default 1 s fails only
// when the machine is busy (two test workers on two cores), never because the screen is wrong.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });

// jsdom has no TextEncoder, which react-router reads when it loads.
const { TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder });

// The design system fetches its Radix parts the first time a screen needs them; screens in tests render
// synchronously, so every test file fetches them before its first render.
const { preloadRadix } = require('./packages/ui/src/radix/load');

beforeAll(() => preloadRadix());
