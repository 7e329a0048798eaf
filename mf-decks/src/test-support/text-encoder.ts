// jsdom has no TextEncoder, which react-router reads when it loads: a test that renders routes imports this
// first.
import { TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder });
