import { game as gameSchema, messages, type Game } from '@progression/contracts';
import { Game as GameModel } from '../../models/game';
import { startGamesHarness, testUser, type GamesHarness, type TestUser } from '../../testing/harness';

let h: GamesHarness;
beforeAll(async () => {
  h = await startGamesHarness();
}, 60_000);
afterAll(() => h.stop());

const admin = testUser('kaiba');
const player = testUser('joey');
const stranger = testUser('bakura');
const otherAdmin = testUser('pegasus');

async function startedGame(modeChange: Record<string, unknown> = {}): Promise<Game> {
  const mode = await h.createMode(admin, modeChange);
  const game = await h.createGame(admin, mode.id);
  await h
    .api()
    .put('/rest/api/progression-game/invite')
    .query({ inviteCode: game.inviteCode })
    .set(h.auth(player))
    .expect(200);
  return game;
}
const startWeek = (game: Game, week: number, user: TestUser = admin) =>
  h.api().post(`/rest/api/progression-game/${game.id}/week`).set(h.auth(user)).send({ week });
const banlistConfig = (banlistBehaviour: string, banlistSelectionBehaviour: string) => ({
  banlistConfig: { banlistTemplate: 'TCG', banlistBehaviour, banlistSelectionBehaviour },
});

describe('POST /rest/api/progression-game/{id}/week', () => {
  it('starts week 1 with the TCG version in force at the latest set release of the week', async () => {
    const game = await startedGame();
    const response = await startWeek(game, 1).expect(200);
    expect(response.body).toMatchObject({ activeWeek: 1, status: 'IN_PROGRESS' });
    expect(response.body.weeks).toEqual([
      {
        id: expect.any(String),
        week: 1,
        banlistVersion: '2002-03-01T00:00:00.000Z',
        banlist: { format: 'TCG', activeFrom: '2002-03-01T00:00:00.000Z' },
      },
    ]);
    const week2 = await startWeek(game, 2).expect(200);
    // Week 2 has MRD (2002-06-26) and SRL (2002-09-16): the latest picks the July list.
    expect(week2.body.weeks[1]).toMatchObject({
      week: 2,
      banlistVersion: '2002-07-01T00:00:00.000Z',
      banlist: { format: 'TCG', activeFrom: '2002-07-01T00:00:00.000Z' },
    });
  });

  it('picks the version at the earliest set release for EARLIEST_PACK, and none for NO_BANS', async () => {
    const earliest = await startedGame(banlistConfig('FULL', 'EARLIEST_PACK'));
    await startWeek(earliest, 1).expect(200);
    expect((await startWeek(earliest, 2).expect(200)).body.weeks[1].banlistVersion).toBe(
      '2002-05-01T00:00:00.000Z',
    );
    const noBans = await startedGame(banlistConfig('NO_BANS', 'LATEST_PACK'));
    expect((await startWeek(noBans, 1).expect(200)).body.weeks[0]).toMatchObject({
      banlistVersion: null,
      banlist: null,
    });
  });

  it('has no version for a base list the catalog does not keep, or a week without sets', async () => {
    const ocg = await startedGame({
      banlistConfig: {
        banlistTemplate: 'OCG',
        banlistBehaviour: 'FULL',
        banlistSelectionBehaviour: 'LATEST_PACK',
      },
    });
    expect((await startWeek(ocg, 1).expect(200)).body.weeks[0]).toMatchObject({
      banlistVersion: null,
      banlist: null,
    });
    const empty = await startedGame({ weeks: [{ week: 1, weekSets: [] }] });
    expect((await startWeek(empty, 1).expect(200)).body.weeks[0]).toMatchObject({
      banlistVersion: null,
      banlist: null,
    });
  });

  /** The banlist version of each week of a TCG game whose weeks hold the sets with these codes. */
  async function weekVersions(
    banlistBehaviour: string,
    selection: string,
    weeks: string[][],
  ): Promise<Array<string | null>> {
    const game = await startedGame({
      ...banlistConfig(banlistBehaviour, selection),
      weeks: weeks.map((codes, index) => ({
        week: index + 1,
        weekSets: [{ pool: 'Standard', setIds: codes.map((code) => h.catalog.setId(code)) }],
      })),
    });
    let body: Game | undefined;
    for (let week = 1; week <= weeks.length; week += 1)
      body = gameSchema.parse((await startWeek(game, week).expect(200)).body);
    return body!.weeks.map(
      (week) => week.banlistVersion && new Date(week.banlistVersion).toISOString().slice(0, 10),
    );
  }
  // Sets of the test catalog: SDY 2001-01-01, LOB 2002-03-08, MRD 2002-06-26, SRL 2002-09-16, PSV 2002-10-20;
  // TCG versions from 2002-03-01, 2002-05-01, 2002-07-01, 2002-10-01.
  const spanningWeeks = [['LOB', 'PSV'], ['MRD'], ['SRL', 'MRD'], ['SDY'], ['SDY', 'SRL']];

  it('takes the version in force at the latest release of the week for LATEST_PACK', async () => {
    expect(await weekVersions('FULL', 'LATEST_PACK', spanningWeeks)).toEqual([
      '2002-10-01',
      '2002-05-01',
      '2002-07-01',
      null,
      '2002-07-01',
    ]);
  });

  it('takes the version in force at the earliest release of the week for EARLIEST_PACK', async () => {
    expect(await weekVersions('FULL', 'EARLIEST_PACK', spanningWeeks)).toEqual([
      '2002-03-01',
      '2002-05-01',
      '2002-05-01',
      null,
      null,
    ]);
  });

  it('names only versions the catalog keeps for the base list', async () => {
    const listed = await fetch(`${h.catalog.url}/rest/api/banlist/system?format=TCG`, {
      headers: h.auth(admin),
    }).then((response) => response.json() as Promise<{ versions: Array<{ activeFrom: string }> }>);
    const kept = listed.versions.map((version) => new Date(version.activeFrom).toISOString().slice(0, 10));
    expect(kept).toEqual(['2002-03-01', '2002-05-01', '2002-07-01', '2002-10-01']);
    for (const selection of ['EARLIEST_PACK', 'LATEST_PACK'])
      for (const version of await weekVersions('FULL', selection, spanningWeeks))
        if (version !== null) expect(kept).toContain(version);
  });

  it('gives no version in any week for NO_BANS, whichever selection', async () => {
    for (const selection of ['EARLIEST_PACK', 'LATEST_PACK'])
      expect(await weekVersions('NO_BANS', selection, spanningWeeks)).toEqual([null, null, null, null, null]);
  });

  it('completes the game past the last week, then refuses further starts', async () => {
    const game = await startedGame();
    await startWeek(game, 1).expect(200);
    await startWeek(game, 2).expect(200);
    const complete = await startWeek(game, 3).expect(200);
    expect(complete.body).toMatchObject({ status: 'COMPLETE', activeWeek: 2 });
    expect(complete.body.weeks).toHaveLength(2);
    expect((await startWeek(game, 4).expect(409)).body.message).toBe(messages.games.gameComplete);
  });

  it('lets only the admin start: 403 for a player, 404 for a stranger and the admin of another game', async () => {
    const game = await startedGame();
    expect((await startWeek(game, 1, player).expect(403)).body.message).toBe(messages.games.adminOnly);
    await startWeek(game, 1, stranger).expect(404);
    const mode = await h.createMode(otherAdmin);
    await h
      .api()
      .post('/rest/api/progression-game')
      .set(h.auth(otherAdmin))
      .send({ modeId: mode.id })
      .expect(201);
    await startWeek(game, 1, otherAdmin).expect(404);
    expect((await GameModel.findById(game.id))?.activeWeek).toBe(0);
  });

  it('starts the week exactly once under concurrent calls naming it; the others get 409', async () => {
    const game = await startedGame();
    const answers = await Promise.all(Array.from({ length: 20 }, () => startWeek(game, 1)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.body.message).toBe(messages.games.weekAlreadyStarted);
    const stored = await GameModel.findById(game.id).lean();
    expect(stored?.activeWeek).toBe(1);
    expect(stored?.weeks).toHaveLength(1);
  });

  it('refuses 20 concurrent starts that name no week (400), and starts nothing', async () => {
    const game = await startedGame();
    const send = () => h.api().post(`/rest/api/progression-game/${game.id}/week`).set(h.auth(admin)).send({});
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 400));
    expect(answers[0]!.body).toEqual({ message: messages.games.weekRequired, field: 'week' });
    expect((await GameModel.findById(game.id))?.activeWeek).toBe(0);
  });

  it('says which week is next when a later one is named', async () => {
    const game = await startedGame();
    await startWeek(game, 1).expect(200);
    expect((await startWeek(game, 99).expect(409)).body.message).toBe(
      'Week 99 cannot be started: the next week is 2',
    );
  });

  it('refuses a start naming a week that is not the next one', async () => {
    const game = await startedGame();
    await startWeek(game, 1).expect(200);
    expect((await startWeek(game, 1).expect(409)).body.message).toBe(messages.games.weekAlreadyStarted);
    await startWeek(game, 2).expect(200);
  });

  it('keeps its own plan: editing the mode later does not change the running game', async () => {
    const mode = await h.createMode(admin);
    const game = await h.createGame(admin, mode.id);
    await h
      .modesApi()
      .put(`/rest/api/progression-mode/${mode.id}`)
      .set(h.auth(admin))
      .send({
        name: 'Renamed',
        created: '',
        cardPools: mode.cardPools,
        draftConfig: mode.draftConfig,
        banlistConfig: {
          banlistTemplate: 'TCG',
          banlistBehaviour: 'NO_BANS',
          banlistSelectionBehaviour: 'EARLIEST_PACK',
        },
        weeks: [{ week: 1, weekSets: [{ pool: 'Standard', setIds: [h.catalog.setId('SRL')] }] }],
      })
      .expect(200);
    await startWeek(game, 1).expect(200);
    const second = await startWeek(game, 2).expect(200);
    expect(second.body).toMatchObject({ name: 'First year', status: 'IN_PROGRESS', activeWeek: 2 });
    expect(second.body.weeks.map((week: { banlistVersion: string }) => week.banlistVersion)).toEqual([
      '2002-03-01T00:00:00.000Z',
      '2002-07-01T00:00:00.000Z',
    ]);
  });
});
