import {
  createEvent,
  messages,
  type EventEnvelope,
  type EventType,
  type InternalGame,
} from '@progression/contracts';
import { connectEvents, createLogger, type EventHandler } from '@progression/service-kit';
import {
  startGamesForUpcasts,
  startTestService,
  testGameEvents,
  type StandIn,
  type TestService,
  eventually,
} from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { liveFeed, userSubject } from '../live/feed';
import { Notification } from '../models/notification';
import { draftCreated } from './handlers/draft-created';
import { gameCompleted } from './handlers/game-completed';
import { gameCreated } from './handlers/game-created';
import { matchResultRecorded } from './handlers/match-result-recorded';
import { matchResultDisputed, matchResultReported } from './handlers/match-result-confirmation';
import { pickDue } from './handlers/pick-due';
import { playerJoined } from './handlers/player-joined';
import { rewardDeleted } from './handlers/reward-deleted';
import { rewardGranted } from './handlers/reward-granted';
import { rewardReverted } from './handlers/reward-reverted';
import { weekStarted } from './handlers/week-started';

const handlers = [
  gameCreated,
  playerJoined,
  weekStarted,
  draftCreated,
  matchResultRecorded,
  rewardGranted,
  rewardReverted,
  rewardDeleted,
  gameCompleted,
  pickDue,
  matchResultReported,
  matchResultDisputed,
] as EventHandler[];

const gameId = '64b000000000000000000001';
const otherGame = '64b000000000000000000002';
const modeId = '64c000000000000000000001';
const users = {
  admin: '64a000000000000000000001',
  ann: '64a000000000000000000002',
  bob: '64a000000000000000000003',
  stranger: '64a000000000000000000004',
};
const players = {
  admin: '64d000000000000000000001',
  ann: '64d000000000000000000002',
  bob: '64d000000000000000000003',
  stranger: '64d000000000000000000004',
};

/** Who a player is, by player id. */
const whoIs = (playerId: string) =>
  (Object.keys(players) as Array<keyof typeof players>).find((who) => players[who] === playerId);

/** The game "League" as games reads it (admin, ann and bob), for the v1 upcasters' one call. */
const leagueRead = {
  game: {
    id: gameId,
    name: 'League',
    status: 'IN_PROGRESS',
    activeWeek: 1,
    started: new Date(0).toISOString(),
    inviteCode: 'LEAGUE',
    weeks: [{ id: '64e000000000000000000001', week: 1, banlistVersion: null, banlist: null }],
    playerIds: [players.admin, players.ann, players.bob],
    modeId,
    cardGameType: 'YUGIOH',
    settings: { givePriorDraftsToLateJoiners: false },
  },
  players: (['admin', 'ann', 'bob'] as const).map((who) => ({
    id: players[who],
    userId: users[who],
    gameId,
    username: who,
    isAdmin: who === 'admin',
    activeDrafts: [],
  })),
  plan: { cardPools: [], weeks: [], draftConfig: { steps: [] } },
} as unknown as InternalGame;
const leagueEvents = testGameEvents(leagueRead);

let service: TestService<typeof envShape>;
/** Games for the v1 upcasters only: a v2 event reaches no games at all. */
let games: StandIn;
beforeAll(async () => {
  const forUpcasts = await startGamesForUpcasts(serviceName, () => leagueEvents);
  games = forUpcasts.games;
  service = await startTestService({
    name: serviceName,
    createApp,
    handlers,
    extraShape: envShape,
    extraEnv: { GAMES_URL: games.url },
    upcast: forUpcasts.upcast,
  });
}, 30_000);
afterEach(async () => {
  await service.clearDatabase();
  games.received.length = 0;
});
afterAll(async () => {
  await service.stop();
  await games.stop();
});

const context = { logger: createLogger('test', 'silent'), consumer: 'test', attempt: 1 };
/** Runs the event through its handler directly: `times` deliveries, as a redelivery would. */
async function deliver<T extends EventType>(event: EventEnvelope<T>, times = 1, attempt = 1) {
  const handler = handlers.find((candidate) => candidate.events.includes(event.type))!;
  for (let n = 0; n < times; n += 1) await handler.handle(event as EventEnvelope, { ...context, attempt });
}
const event = <T extends EventType>(type: T, data: Parameters<typeof createEvent<T>>[2]) =>
  createEvent(type, 'test', data);

const joined = (who: keyof typeof players, isAdmin = false, game = gameId) =>
  event('game.player.joined', {
    version: 2,
    gameId: game,
    gameName: 'League',
    player: {
      playerId: players[who],
      userId: users[who],
      username: who,
      isAdmin,
      joinOrder: Object.keys(players).indexOf(who),
      joinedDuringWeek: 0,
    },
    settings: { givePriorDraftsToLateJoiners: false },
    givePriorDrafts: false,
    startedWeeks: [],
    draftConfig: { steps: [] },
    cardPools: [],
  });

/** A game "League" with its admin, ann and bob; the stranger plays in another game. */
async function league() {
  await deliver(
    event('game.created', {
      version: 1,
      gameId,
      name: 'League',
      modeId,
      cardGameType: 'YUGIOH',
      creatorUserId: users.admin,
      creatorPlayerId: players.admin,
      givePriorDraftsToLateJoiners: false,
    }),
  );
  await deliver(joined('admin', true));
  await deliver(joined('ann'));
  await deliver(joined('bob'));
  await deliver(joined('stranger', true, otherGame));
  await Notification.deleteMany({});
}

const notesOf = async (userId: string) =>
  (await Notification.find({ userId }).sort({ seq: 1 }).lean()).map((note) => ({
    kind: note.kind,
    message: note.message,
    link: note.link,
  }));

/** A week start of the League (v2: its players with their users, and its name). */
const weekStart = (week = 1, playerIds = [players.admin, players.ann, players.bob]) =>
  event('game.week.started', {
    version: 2,
    gameId,
    gameName: 'League',
    modeId,
    cardGameType: 'YUGIOH',
    week,
    weekId: '64e000000000000000000001',
    banlist: null,
    previousBanlist: null,
    startedWeeks: [],
    players: playerIds.map((playerId, joinOrder) => {
      const who = whoIs(playerId);
      return {
        playerId,
        userId: who ? users[who] : `64a${playerId.slice(3)}`,
        username: who ?? 'newcomer',
        isAdmin: who === 'admin',
        joinOrder,
        joinedDuringWeek: 0,
      };
    }),
    plan: { weekSets: [], cardPools: [], draftConfig: { steps: [] } },
  });

describe('through NATS', () => {
  it('a published week start reaches every player once, and wakes their streams', async () => {
    await league();
    const woken: string[] = [];
    const stop = liveFeed.listen(users.ann, () => woken.push('ann'));
    const week = weekStart();
    await service.events!.publish(week);
    await service.events!.publish(week); // a republish: dropped as a duplicate
    await eventually('the week start told', async () => (await Notification.countDocuments()) >= 3);
    await new Promise((wait) => setTimeout(wait, 200));
    stop();
    expect(await Notification.countDocuments()).toBe(3);
    expect(woken.length).toBeGreaterThanOrEqual(1);
    expect(games.received).toEqual([]);
  });

  it("a v1 week start and join still in the stream are told through games' one rebuild call each", async () => {
    await league();
    await service.events!.publish(leagueEvents.weekStartedV1(1) as never);
    await eventually('the v1 week start told', async () => (await Notification.countDocuments()) >= 3);
    expect(await notesOf(users.ann)).toEqual([
      {
        kind: 'WEEK_STARTED',
        message: messages.notifications.weekStarted(1, 'League'),
        link: `/games/game/${gameId}/overview`,
      },
    ]);
    await service.events!.publish(leagueEvents.playerJoinedV1(players.bob, 1) as never);
    await eventually('the v1 join told', async () => (await notesOf(users.admin)).length >= 2);
    expect((await notesOf(users.admin))[1]).toEqual({
      kind: 'PLAYER_JOINED',
      message: messages.notifications.playerJoined('bob', 'League'),
      link: `/games/game/${gameId}/admin`,
    });
    expect(games.received).toEqual([
      `GET /internal/progression-game/${gameId}/event-data`,
      `GET /internal/progression-game/${gameId}/event-data`,
    ]);
  });
});

describe('across replicas', () => {
  it("a wake-up another replica publishes on the user's subject reaches this replica's streams of that user only", async () => {
    const otherReplica = await connectEvents({
      url: service.infra.natsUrl,
      serviceName: 'notifications-replica',
      logger: createLogger('test', 'silent'),
    });
    const woken: string[] = [];
    const stops = [
      liveFeed.listen(users.ann, () => woken.push('ann')),
      liveFeed.listen(users.bob, () => woken.push('bob')),
    ];
    try {
      otherReplica.connection.publish(userSubject(users.ann));
      await otherReplica.connection.flush();
      await eventually('the wake-up', () => woken.length > 0, { timeoutMs: 5000, everyMs: 10 });
      expect(woken).toEqual(['ann']);
    } finally {
      for (const stop of stops) stop();
      await otherReplica.drain();
    }
  });
});

describe('each event tells exactly the right users, once after redeliveries', () => {
  beforeEach(league);

  it('game.player.joined: the admin, never the joiner', async () => {
    await deliver(joined('bob'), 3); // bob's join again (redelivered)
    expect(await notesOf(users.admin)).toEqual([
      {
        kind: 'PLAYER_JOINED',
        message: messages.notifications.playerJoined('bob', 'League'),
        link: `/games/game/${gameId}/admin`,
      },
    ]);
    expect(await notesOf(users.bob)).toEqual([]);
    expect(await notesOf(users.ann)).toEqual([]);
  });

  it("game.week.started: every player of the week, and the week's draft then gives it its link", async () => {
    const week = weekStart(2);
    await deliver(week, 3);
    for (const userId of [users.admin, users.ann, users.bob])
      expect(await notesOf(userId)).toEqual([
        {
          kind: 'WEEK_STARTED',
          message: messages.notifications.weekStarted(2, 'League'),
          link: `/games/game/${gameId}/overview`,
        },
      ]);
    expect(await notesOf(users.stranger)).toEqual([]);

    const before = await Notification.findOne({ userId: users.ann }).lean();
    const draft = (draftId: string) =>
      event('draft.created', {
        version: 1,
        gameId,
        playerId: players.ann,
        userId: users.ann,
        draftId,
        week: 2,
        source: 'WEEKLY',
      });
    await deliver(draft('64f000000000000000000001'), 2);
    await deliver(draft('64f000000000000000000002'));
    const after = await Notification.find({ userId: users.ann }).lean();
    expect(after).toHaveLength(1);
    expect(after[0]!.link).toBe(`/games/game/${gameId}/draft/64f000000000000000000001`);
    expect(after[0]!.seq).toBeGreaterThan(before!.seq);
    expect((await Notification.findOne({ userId: users.bob }).lean())!.link).toBe(
      `/games/game/${gameId}/overview`,
    );
  });

  it("draft.created in a batch (a week start's drafts): each player's week notification gets its own draft", async () => {
    await deliver(weekStart(3));
    const draftOf = (who: 'admin' | 'ann' | 'bob', draftId: string, source: 'WEEKLY' | 'CUSTOM' = 'WEEKLY') =>
      event('draft.created', {
        version: 1,
        gameId,
        playerId: players[who],
        userId: users[who],
        draftId,
        week: 3,
        source,
      });
    const handler = handlers.find((candidate) => candidate.events.includes('draft.created'))!;
    const batch = [
      draftOf('ann', '64f000000000000000000031'),
      draftOf('bob', '64f000000000000000000032'),
      draftOf('ann', '64f000000000000000000033'),
      draftOf('bob', '64f000000000000000000034', 'CUSTOM'),
    ];
    await handler.handleBatch!(batch as EventEnvelope[], context);
    const weekNote = async (userId: string) =>
      (await Notification.findOne({ userId, kind: 'WEEK_STARTED', week: 3 }).lean())!.link;
    expect(await weekNote(users.ann)).toBe(`/games/game/${gameId}/draft/64f000000000000000000031`);
    expect(await weekNote(users.bob)).toBe(`/games/game/${gameId}/draft/64f000000000000000000032`);
    expect(await weekNote(users.admin)).toBe(`/games/game/${gameId}/overview`);
    expect(await Notification.countDocuments({ userId: users.bob, kind: 'CUSTOM_DRAFT' })).toBe(1);
  });

  it('draft.created handled before its game.week.started: the week notification links to the draft all the same', async () => {
    const draftId = '64f000000000000000000041';
    await deliver(
      event('draft.created', {
        version: 1,
        gameId,
        playerId: players.bob,
        userId: users.bob,
        draftId,
        week: 4,
        source: 'WEEKLY',
      }),
    );
    await deliver(weekStart(4));
    const notes = await Notification.find({ userId: users.bob, kind: 'WEEK_STARTED', week: 4 }).lean();
    expect(notes.map((note) => note.link)).toEqual([`/games/game/${gameId}/draft/${draftId}`]);
    expect(
      (await Notification.findOne({ userId: users.ann, kind: 'WEEK_STARTED', week: 4 }).lean())!.link,
    ).toBe(`/games/game/${gameId}/overview`);
  });

  it('game.week.started tells a player whose join it has not handled yet: the event names their user', async () => {
    const newcomer = '64d0000000000000000000ff';
    await deliver(weekStart(1, [players.ann, newcomer]));
    expect((await Notification.distinct('userId')).sort()).toEqual(
      [users.ann, `64a${newcomer.slice(3)}`].sort(),
    );
  });

  it('draft.created: a CUSTOM draft is its own notification; a REWARD draft tells nothing', async () => {
    const custom = event('draft.created', {
      version: 1,
      gameId,
      playerId: players.bob,
      userId: users.bob,
      draftId: '64f000000000000000000009',
      week: 1,
      source: 'CUSTOM',
    });
    await deliver(custom, 3);
    await deliver(
      event('draft.created', { ...custom.data, draftId: '64f00000000000000000000a', source: 'REWARD' }),
    );
    expect(await notesOf(users.bob)).toEqual([
      {
        kind: 'CUSTOM_DRAFT',
        message: messages.notifications.customDraft('League'),
        link: `/games/game/${gameId}/draft/64f000000000000000000009`,
      },
    ]);
    expect(await Notification.countDocuments()).toBe(1);
  });

  it('draft.pick.due: the player whose pick is due, one note per table brought back by each newer pick', async () => {
    const due = (pickNumber: number) =>
      event('draft.pick.due', {
        version: 1,
        gameId,
        gameName: 'League',
        tableId: '64f00000000000000000000b',
        draftId: '64f00000000000000000000c',
        playerId: players.bob,
        userId: users.bob,
        username: 'bob',
        week: 1,
        round: 1,
        pickNumber,
        deadline: new Date().toISOString(),
      });
    await deliver(due(2), 3);
    expect(await notesOf(users.bob)).toEqual([
      {
        kind: 'PICK_DUE',
        message: messages.notifications.pickDue('bob', 'League'),
        link: `/games/game/${gameId}/draft/64f00000000000000000000c/table`,
      },
    ]);
    const first = (await Notification.findOne().lean())!;
    await Notification.updateOne({}, { $set: { read: true } });
    // The next pick brings the one note back, unread and newest; a late older pick changes nothing.
    await deliver(due(3));
    await deliver(due(1));
    await deliver(due(3));
    const notes = await Notification.find().lean();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ _id: first._id, read: false, pickNumber: 3 });
    expect(notes[0]!.seq).toBeGreaterThan(first.seq);
  });

  it('match.result.recorded: both players, each with their outcome against whom; a reset says so', async () => {
    const result = (winnerId: string | null, opponent = players.bob, matchId = '64f100000000000000000001') =>
      event('match.result.recorded', {
        version: 1,
        gameId,
        matchId,
        week: 1,
        firstPlayerId: players.ann,
        secondPlayerId: opponent,
        winnerId,
        previousWinnerId: null,
      });
    await deliver(result(players.ann), 2);
    await deliver(result(null));
    // Ann's second win of the week, against the admin: each of her wins names whom it was against.
    await deliver(result(players.ann, players.admin, '64f100000000000000000003'));
    const link = `/games/game/${gameId}/overview`;
    expect(await notesOf(users.ann)).toEqual([
      {
        kind: 'MATCH_RESULT',
        message: messages.notifications.resultRecorded(1, 'bob', 'League', true),
        link,
      },
      { kind: 'MATCH_RESET', message: messages.notifications.resultReset(1, 'bob', 'League'), link },
      {
        kind: 'MATCH_RESULT',
        message: messages.notifications.resultRecorded(1, 'admin', 'League', true),
        link,
      },
    ]);
    expect((await notesOf(users.ann)).map((note) => note.message)).toEqual([
      'The result of your week 1 match against bob in League was recorded: you won',
      'The result of your week 1 match against bob in League was reset',
      'The result of your week 1 match against admin in League was recorded: you won',
    ]);
    expect((await notesOf(users.bob)).map((note) => note.message)).toEqual([
      messages.notifications.resultRecorded(1, 'ann', 'League', false),
      messages.notifications.resultReset(1, 'ann', 'League'),
    ]);
    expect((await notesOf(users.admin)).map((note) => note.message)).toEqual([
      messages.notifications.resultRecorded(1, 'ann', 'League', false),
    ]);
  });

  it('match.result.reported: the opponent is asked to confirm or dispute, once under redelivery', async () => {
    const who = (name: 'admin' | 'ann' | 'bob') => ({
      playerId: players[name],
      userId: users[name],
      username: name,
    });
    await deliver(
      event('match.result.reported', {
        version: 1,
        gameId,
        matchId: '64f100000000000000000002',
        week: 1,
        winnerId: players.ann,
        score: '2-1',
        reporter: who('ann'),
        opponent: who('bob'),
        autoConfirmAt: new Date().toISOString(),
      }),
      2,
    );
    const link = `/games/game/${gameId}/matches`;
    expect(await notesOf(users.bob)).toEqual([
      { kind: 'MATCH_PENDING', message: messages.matchResults.confirmOrDispute('ann', 1, 'League'), link },
    ]);
    expect(await notesOf(users.ann)).toEqual([]);
  });

  it('match.result.disputed: the admins get the reason, once under redelivery', async () => {
    const who = (name: 'admin' | 'ann' | 'bob') => ({
      playerId: players[name],
      userId: users[name],
      username: name,
    });
    await deliver(
      event('match.result.disputed', {
        version: 1,
        gameId,
        matchId: '64f100000000000000000002',
        week: 1,
        winnerId: players.ann,
        disputedBy: who('bob'),
        reason: 'I won the third game',
        admins: [who('admin')],
      }),
      2,
    );
    expect(await notesOf(users.admin)).toEqual([
      {
        kind: 'MATCH_DISPUTED',
        message: messages.matchResults.disputedNotice('bob', 1, 'League', 'I won the third game'),
        link: `/games/game/${gameId}/matches`,
      },
    ]);
    expect(await notesOf(users.ann)).toEqual([]);
    expect(await notesOf(users.bob)).toEqual([]);
  });

  it('reward.granted, reward.reverted and reward.deleted: the player', async () => {
    const rewardId = '64f200000000000000000001';
    await deliver(
      event('reward.granted', {
        version: 1,
        gameId,
        playerId: players.ann,
        userId: users.ann,
        rewardId,
        type: 'BOOSTER_PACK',
        quantity: 1,
        track: 'WIN',
        week: 1,
      }),
      2,
    );
    await deliver(
      event('reward.reverted', {
        version: 1,
        gameId,
        playerId: players.ann,
        rewardId,
        type: 'BOOSTER_PACK',
        packDraftId: null,
        cards: [],
      }),
      2,
    );
    await deliver(
      event('reward.deleted', {
        version: 1,
        gameId,
        playerId: players.ann,
        userId: users.ann,
        rewardId,
        type: 'BOOSTER_PACK',
      }),
      2,
    );
    expect(await notesOf(users.ann)).toEqual([
      {
        kind: 'REWARD_GRANTED',
        message: messages.notifications.rewardGranted('League'),
        link: `/games/game/${gameId}/rewards/${rewardId}`,
      },
      {
        kind: 'REWARD_REVERTED',
        message: messages.notifications.rewardReverted('League'),
        link: `/games/game/${gameId}/overview`,
      },
      {
        kind: 'REWARD_DELETED',
        message: messages.notifications.rewardDeleted('League'),
        link: `/games/game/${gameId}/overview`,
      },
    ]);
    expect(await Notification.countDocuments()).toBe(3);
  });

  it("game.completed: every player of the game, not another game's", async () => {
    await deliver(event('game.completed', { version: 1, gameId, lastWeek: 8 }), 3);
    expect((await Notification.distinct('userId')).sort()).toEqual(
      [users.admin, users.ann, users.bob].sort(),
    );
    expect((await notesOf(users.ann))[0]!.message).toBe(messages.notifications.gameCompleted('League'));
  });
});
