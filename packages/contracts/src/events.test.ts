import { createEvent, eventEnvelope, eventStream, eventSubject, eventTypes, parseEvent } from './events';

const weekStarted = {
  version: 2 as const,
  gameId: 'g1',
  gameName: 'Spring league',
  modeId: 'm1',
  cardGameType: 'YUGIOH' as const,
  week: 2,
  weekId: 'w2',
  banlist: { format: 'TCG' as const, activeFrom: '2005-04-01T00:00:00.000Z' },
  previousBanlist: null,
  startedWeeks: [],
  players: [
    { playerId: 'p1', userId: 'u1', username: 'kaiba', isAdmin: true, joinOrder: 0, joinedDuringWeek: 0 },
  ],
  plan: { weekSets: [], cardPools: [], draftConfig: { steps: [] } },
};

describe('event envelope', () => {
  it('survives JSON and parsing unchanged', () => {
    const event = createEvent('game.week.started', 'games', weekStarted);
    const decoded = eventEnvelope.parse(JSON.parse(JSON.stringify(event)));
    expect(decoded).toEqual(event);
    expect(decoded.type).toBe('game.week.started');
  });

  it('fills a unique id and the current time, and keeps given ones', () => {
    const first = createEvent('game.completed', 'games', { version: 1, gameId: 'g1', lastWeek: 8 });
    const second = createEvent('game.completed', 'games', { version: 1, gameId: 'g1', lastWeek: 8 });
    expect(first.id).not.toBe(second.id);
    expect(Date.now() - Date.parse(first.occurredAt)).toBeLessThan(5000);

    const rebuilt = createEvent('game.completed', 'games', first.data, {
      id: first.id,
      occurredAt: first.occurredAt,
    });
    expect(rebuilt).toEqual(first);
  });

  it('stores dates as ISO strings whether given a Date or a string', () => {
    const event = createEvent(
      'game.week.started',
      'games',
      {
        ...weekStarted,
        banlist: { format: 'TCG', activeFrom: new Date('2005-04-01') as unknown as string },
      },
      { occurredAt: new Date('2024-01-02T03:04:05Z') },
    );
    expect(event.occurredAt).toBe('2024-01-02T03:04:05.000Z');
    expect(event.data.banlist?.activeFrom).toBe('2005-04-01T00:00:00.000Z');
  });

  it('refuses data that does not fit its type', () => {
    expect(() =>
      createEvent('match.result.recorded', 'matches', { version: 1, gameId: 'g1' } as never),
    ).toThrow();
  });

  it('refuses an event of another type where one type is expected', () => {
    const event = createEvent('game.completed', 'games', { version: 1, gameId: 'g1', lastWeek: 8 });
    expect(() => parseEvent('game.week.started', event)).toThrow();
    expect(parseEvent('game.completed', JSON.parse(JSON.stringify(event)))).toEqual(event);
  });

  it('refuses an unknown event type', () => {
    expect(() =>
      eventEnvelope.parse({
        id: 'x',
        type: 'game.exploded',
        occurredAt: '2024-01-01T00:00:00Z',
        source: 'games',
        data: {},
      }),
    ).toThrow();
  });
});

describe('event catalogue', () => {
  it('lists the design events on subjects under progression. in the PROGRESSION stream', () => {
    expect(eventTypes).toEqual([
      'user.registered',
      'game.created',
      'game.player.joined',
      'game.week.started',
      'game.completed',
      'match.result.recorded',
      'match.leg.completed',
      'reward.granted',
      'reward.deleted',
      'reward.claimed',
      'reward.reverted',
      'draft.created',
      'draft.completed',
      'draft.packs.opened',
      'draft.pick.due',
      'draft.picks.collected',
      'draft.table.changed',
      'collection.changed',
      'game.week.reminder',
      'game.schedule.fired',
      'playoff.completed',
      'match.result.reported',
      'match.result.disputed',
    ]);
    expect(eventSubject('game.week.started')).toBe('progression.game.week.started');
    expect(eventStream).toBe('PROGRESSION');
  });
});
