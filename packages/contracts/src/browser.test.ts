import * as browser from './browser';
import * as calls from './calls';
import * as discord from './discord';
import * as eventVersions from './event-versions';
import * as events from './events';
import * as index from './index';

describe("the frontends' entry of the contracts", () => {
  it('exports everything the index does but the events, their versions, the internal calls and the chat payloads', () => {
    const serverOnly = new Set(
      [events, eventVersions, calls, discord].flatMap((module) => Object.keys(module)),
    );
    const expected = Object.keys(index)
      .filter((name) => !serverOnly.has(name))
      .sort();
    expect(Object.keys(browser).sort()).toEqual(expected);
  });
});
