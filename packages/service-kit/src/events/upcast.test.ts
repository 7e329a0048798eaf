import type { EventData, UpcastSources } from '@progression/contracts';
import { listDeadLetters } from './dead-letters';
import { defineHandler } from './handler';
import { markProcessed } from './processed-events';
import { startEventsInfra } from './test-support';
import { eventually } from '../testing/eventually';
import { testGameEvents } from '../testing/game-events';

let world: Awaited<ReturnType<typeof startEventsInfra>>;
beforeAll(async () => {
  world = await startEventsInfra('progression_upcast_test');
}, 30_000);
afterAll(() => world.stop());

/** A game of two players as games reads it; its events are built from it. */
const events = testGameEvents({
  game: {
    id: 'g1',
    name: 'League',
    status: 'IN_PROGRESS',
    activeWeek: 1,
    started: '2026-01-01T00:00:00.000Z',
    inviteCode: 'LEAGUE',
    weeks: [{ id: 'w1', week: 1, banlistVersion: null, banlist: null }],
    playerIds: ['p1', 'p2'],
    modeId: 'm1',
    cardGameType: 'YUGIOH',
    settings: { givePriorDraftsToLateJoiners: false },
  },
  players: ['p1', 'p2'].map((id, index) => ({
    id,
    userId: `u-${id}`,
    gameId: 'g1',
    username: id,
    isAdmin: index === 0,
    activeDrafts: [],
  })),
  plan: {
    cardPools: [],
    weeks: [],
    draftConfig: { steps: [] },
    banlistConfig: {
      banlistTemplate: 'TCG',
      banlistBehaviour: 'FULL',
      banlistSelectionBehaviour: 'EARLIEST_PACK',
    },
  },
});

/** Games' rebuild, counting the calls. */
function games() {
  const asked: string[] = [];
  const sources: UpcastSources = {
    async gameEventData(input) {
      asked.push(input.query.type);
      return events.gameEventData(input);
    },
  };
  return { asked, sources };
}

const weekStartsSeen = (seen: Array<EventData<'game.week.started'>>) =>
  defineHandler({
    name: 'week-starts',
    events: ['game.week.started'],
    // Each test's own events only: the stream keeps the earlier tests' too.
    startFrom: 'new',
    handle: async (event) => void seen.push(event.data),
  });

describe('upcasting on delivery', () => {
  it('hands the handler a v1 week start as the current version, asking games once; a v2 asks nothing', async () => {
    const { asked, sources } = games();
    const seen: Array<EventData<'game.week.started'>> = [];
    const bus = await world.bus('upcasts', { upcast: sources });
    await bus.consume(weekStartsSeen(seen));
    await bus.publish(events.weekStartedV1(1) as never);
    await eventually('the v1 event', () => seen.length === 1);
    expect(seen[0]).toEqual(events.weekStarted(1).data);
    expect(asked).toEqual(['game.week.started']);

    await bus.publish(events.weekStarted(1));
    await eventually('the v2 event', () => seen.length === 2);
    expect(asked).toEqual(['game.week.started']);
  });

  it('does not ask games for a v1 event its consumer handled already', async () => {
    const { asked, sources } = games();
    const seen: Array<EventData<'game.week.started'>> = [];
    const handled = events.weekStartedV1(1);
    await markProcessed('handled-week-starts', handled.id);
    const bus = await world.bus('handled', { upcast: sources });
    await bus.consume(weekStartsSeen(seen));
    await bus.publish(handled as never);
    const fresh = events.weekStarted(1);
    await bus.publish(fresh);
    await eventually('the fresh event', () => seen.length === 1);
    expect(asked).toEqual([]);
  });

  it('sets a v1 event aside with its reason when the service has no upcast sources', async () => {
    const seen: Array<EventData<'game.week.started'>> = [];
    const bus = await world.bus('unsourced');
    await bus.consume(weekStartsSeen(seen));
    const v1 = events.weekStartedV1(1);
    await bus.publish(v1 as never);
    await eventually(
      'the dead letter',
      async () => (await listDeadLetters('unsourced-week-starts')).length === 1,
    );
    const [letter] = await listDeadLetters('unsourced-week-starts');
    expect(letter).toMatchObject({
      eventId: v1.id,
      error: 'game.week.started v1 needs upcast sources to be read',
    });
    expect(seen).toEqual([]);
  });
});
