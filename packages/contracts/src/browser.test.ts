import * as browser from './browser';
import * as calls from './calls';
import * as discord from './discord';
import * as eventVersions from './event-versions';
import * as events from './events';
import * as index from './index';
import * as texts from './texts';

describe("the frontends' entry of the contracts", () => {
  it('exports everything the index does but the events, their versions, the internal calls, the chat payloads and the texts', () => {
    // The texts come from each area's module (`@progression/contracts/texts/<area>`).
    const leftOut = new Set(
      [events, eventVersions, calls, discord, texts].flatMap((module) => Object.keys(module)),
    );
    const expected = Object.keys(index)
      .filter((name) => !leftOut.has(name))
      .sort();
    expect(Object.keys(browser).sort()).toEqual(expected);
  });
});
