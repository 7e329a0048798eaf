// Each event the notifications service handles tells exactly the right users, once, whatever the
// redeliveries: the handlers are run directly on the league's events.
import { messages, type EventEnvelope } from '@progression/contracts';
import { Notification } from '../models/notification';
import {
  context,
  deliver,
  handlers,
  event,
  gameId,
  joined,
  league,
  notesOf,
  players,
  useLeagueService,
  users,
  weekStart,
} from '../testing/league';

useLeagueService();

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
