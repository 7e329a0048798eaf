import { createEvent, type EventData } from './events';
import {
  currentEventVersion,
  eventCurrentVersions,
  eventUpcasters,
  parseStoredEvent,
  pastEventDataSchemas,
  type UpcastSources,
} from './event-versions';

const player = (playerId: string, joinOrder: number) => ({
  playerId,
  userId: `u-${playerId}`,
  username: `name-${playerId}`,
  isAdmin: joinOrder === 0,
  joinOrder,
  joinedDuringWeek: 0,
});

/** The week as games rebuilds it now: p3 joined after the week started. */
const weekNow: EventData<'game.week.started'> = {
  version: 2,
  gameId: 'g1',
  gameName: 'Spring league',
  modeId: 'm1',
  cardGameType: 'YUGIOH',
  week: 2,
  weekId: 'w2',
  banlist: { format: 'TCG', activeFrom: '2005-04-01T00:00:00.000Z' },
  previousBanlist: null,
  startedWeeks: [],
  players: [player('p1', 0), player('p2', 1), player('p3', 2)],
  plan: { weekSets: [], cardPools: [], draftConfig: { steps: [] } },
};

const joinedNow: EventData<'game.player.joined'> = {
  version: 2,
  gameId: 'g1',
  gameName: 'Spring league',
  player: { ...player('p3', 2), joinedDuringWeek: 2 },
  settings: { givePriorDraftsToLateJoiners: true },
  givePriorDrafts: true,
  startedWeeks: [],
  draftConfig: { steps: [] },
  cardPools: [],
};

/** Games' declared call, answering from the two rebuilt states above and recording what it was asked. */
function fakeGames() {
  const asked: unknown[] = [];
  const sources: UpcastSources = {
    async gameEventData(input) {
      asked.push(input);
      return input.query.type === 'game.week.started' ? weekNow : joinedNow;
    },
  };
  return { asked, sources };
}

const stored = (type: string, data: object) => ({
  id: 'e1',
  type,
  occurredAt: '2024-01-02T03:04:05.000Z',
  source: 'games',
  data,
});

const weekStartedV1 = {
  version: 1,
  gameId: 'g1',
  week: 2,
  weekId: 'w2',
  modeId: 'm1',
  banlistVersion: '2005-04-01T00:00:00.000Z',
  playerIds: ['p1', 'p2'],
};

const playerJoinedV1 = {
  version: 1,
  gameId: 'g1',
  playerId: 'p3',
  userId: 'u-p3',
  username: 'name-p3',
  isAdmin: false,
  joinedDuringWeek: 2,
  givePriorDrafts: true,
};

describe('event versions', () => {
  it('names the current version of each type: v2 for the game events that carry state, v1 for the rest', () => {
    expect(currentEventVersion('game.week.started')).toBe(2);
    expect(currentEventVersion('game.player.joined')).toBe(2);
    expect(currentEventVersion('game.completed')).toBe(1);
    expect(eventCurrentVersions).toMatchObject({ 'game.week.started': 2, 'user.registered': 1 });
  });

  it('has an upcaster for every past version, and a past version for every upcaster', () => {
    const versionsOf = (byType: object) =>
      Object.entries(byType).flatMap(([type, versions]) =>
        Object.keys(versions as object).map((version) => `${type}@${version}`),
      );
    expect(versionsOf(eventUpcasters)).toEqual(versionsOf(pastEventDataSchemas));
  });
});

describe('parseStoredEvent', () => {
  it('reads a current-version event as it is, asking nothing', async () => {
    const event = createEvent('game.week.started', 'games', weekNow);
    const games = fakeGames();
    expect(await parseStoredEvent(JSON.parse(JSON.stringify(event)), games.sources)).toEqual(event);
    expect(games.asked).toEqual([]);
  });

  it("upcasts a v1 game.week.started with games' rebuild of the week, keeping only the week's own players", async () => {
    const games = fakeGames();
    const event = await parseStoredEvent(stored('game.week.started', weekStartedV1), games.sources);
    expect(games.asked).toEqual([{ params: { id: 'g1' }, query: { type: 'game.week.started', week: 2 } }]);
    expect(event).toEqual({
      ...stored('game.week.started', {}),
      data: { ...weekNow, players: [weekNow.players[0], weekNow.players[1]] },
    });
  });

  it("upcasts a v1 game.player.joined with games' rebuild of the player", async () => {
    const games = fakeGames();
    const event = await parseStoredEvent(stored('game.player.joined', playerJoinedV1), games.sources);
    expect(games.asked).toEqual([
      { params: { id: 'g1' }, query: { type: 'game.player.joined', playerId: 'p3' } },
    ]);
    expect(event.data).toEqual(joinedNow);
  });

  it("refuses an answer from games that is not the current version's data", async () => {
    const sources: UpcastSources = { gameEventData: async () => ({ ...weekNow, players: 'none' }) as never };
    await expect(parseStoredEvent(stored('game.week.started', weekStartedV1), sources)).rejects.toThrow();
  });

  it('refuses a past version without sources, an unknown version, a malformed past payload and an unknown type', async () => {
    const { sources } = fakeGames();
    await expect(parseStoredEvent(stored('game.week.started', weekStartedV1))).rejects.toThrow(
      'game.week.started v1 needs upcast sources to be read',
    );
    await expect(
      parseStoredEvent(stored('game.week.started', { ...weekNow, version: 7 }), sources),
    ).rejects.toThrow('game.week.started has no version 7');
    await expect(
      parseStoredEvent(stored('game.week.started', { ...weekStartedV1, playerIds: 'p1' }), sources),
    ).rejects.toThrow();
    await expect(parseStoredEvent(stored('game.exploded', { version: 1 }), sources)).rejects.toThrow();
  });
});
