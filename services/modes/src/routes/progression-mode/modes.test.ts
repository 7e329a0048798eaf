import request from 'supertest';
import { messages, modeLimits, progressionMode, type ProgressionMode } from '@progression/contracts';
import {
  badTokens,
  bearerFor,
  serviceBearer,
  startCatalogProcess,
  startTestInfra,
  startTestService,
  type CatalogProcess,
  type TestInfra,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';
import { Mode } from '../../models/mode';

const owner = { id: '64b000000000000000000001', username: 'kaiba' };
const stranger = { id: '64b000000000000000000002', username: 'joey' };
let service: TestService<typeof envShape>;
let infra: TestInfra;
let catalog: CatalogProcess;
const api = () => request(service.app.callback());
const as = (user: typeof owner) => ({ authorization: bearerFor(user) });

beforeAll(async () => {
  // The real catalog, in its own process on the same Mongo and NATS, with the first-year test catalog.
  infra = await startTestInfra();
  catalog = await startCatalogProcess(infra);
  service = await startTestService({
    name: 'modes',
    createApp,
    extraShape: envShape,
    infra,
    extraEnv: { CATALOG_URL: catalog.url },
  });
}, 60_000);
afterEach(() => service.clearDatabase());
afterAll(async () => {
  await service.stop();
  await catalog.stop();
  await infra.stop();
});

const newMode = async (user = owner): Promise<ProgressionMode> =>
  progressionMode.parse((await api().post('/rest/api/progression-mode/new').set(as(user)).expect(201)).body);

/** The mode as the maintenance page saves it: weeks reduced to set ids, created sent empty. */
const saved = (mode: ProgressionMode, change: Record<string, unknown> = {}) => ({
  id: mode.id,
  name: mode.name,
  created: '',
  cardPools: mode.cardPools,
  draftConfig: mode.draftConfig,
  banlistConfig: mode.banlistConfig,
  weeks: mode.weeks.map((week) => ({
    week: week.week,
    weekSets: week.weekSets.map((weekSet) => ({
      pool: weekSet.pool,
      setIds: weekSet.sets.map((set) => set.id),
    })),
  })),
  ...change,
});

const twoWeeks = () => [
  { week: 1, weekSets: [{ pool: 'Standard', setIds: [catalog.setId('LOB')] }] },
  { week: 2, weekSets: [{ pool: 'Standard', setIds: [catalog.setId('MRD'), catalog.setId('SRL')] }] },
];

describe('POST /rest/api/progression-mode/new', () => {
  it('creates "New mode" with one STANDARD pool, one week, the default draft step and TCG / FULL / LATEST_PACK', async () => {
    const mode = await newMode();
    expect(mode).toEqual({
      id: expect.any(String),
      name: 'New mode',
      ownerId: owner.id,
      created: expect.any(String),
      version: 0,
      cardPools: [{ name: 'Standard', type: 'STANDARD' }],
      weeks: [{ week: 1, weekSets: [{ pool: 'Standard', sets: [] }] }],
      draftConfig: {
        steps: [
          {
            numPacks: 12,
            pool: 'Standard',
            draftBehaviour: 'EVENLY_DISTRIBUTED',
            rarityDistribution: 'FIXED',
          },
        ],
      },
      banlistConfig: {
        banlistTemplate: 'TCG',
        banlistBehaviour: 'FULL',
        banlistSelectionBehaviour: 'LATEST_PACK',
      },
    });
  });

  it('refuses a caller without a valid token', async () => {
    await api().post('/rest/api/progression-mode/new').expect(401);
    await api()
      .post('/rest/api/progression-mode/new')
      .set('authorization', `Bearer ${badTokens(owner).forged}`)
      .expect(401);
    expect(await Mode.countDocuments()).toBe(0);
  });

  it('refuses a service token (a mode belongs to a user)', async () => {
    await api()
      .post('/rest/api/progression-mode/new')
      .set('authorization', serviceBearer('games'))
      .expect(403);
  });
});

describe('GET /rest/api/progression-mode', () => {
  it("lists only the caller's modes", async () => {
    const mine = await newMode();
    await newMode(stranger);
    const response = await api().get('/rest/api/progression-mode').set(as(owner)).expect(200);
    expect(response.body.modes.map((mode: ProgressionMode) => mode.id)).toEqual([mine.id]);
  });
});

describe('GET /rest/api/progression-mode/{id}', () => {
  it('answers the owner', async () => {
    const mode = await newMode();
    const response = await api().get(`/rest/api/progression-mode/${mode.id}`).set(as(owner)).expect(200);
    expect(response.body).toEqual(mode);
  });

  it('answers 404 to anyone else, as for an unknown or malformed id', async () => {
    const mode = await newMode();
    for (const path of [mode.id, '64b0000000000000000000ff', 'not-an-id']) {
      const response = await api().get(`/rest/api/progression-mode/${path}`).set(as(stranger)).expect(404);
      expect(response.body).toEqual({ message: messages.modes.modeNotFound });
    }
  });
});

describe('PUT /rest/api/progression-mode/{id}', () => {
  const put = (mode: ProgressionMode, body: object, user = owner) =>
    api().put(`/rest/api/progression-mode/${mode.id}`).set(as(user)).send(body);

  it('saves weeks of set ids and answers them with the catalog sets', async () => {
    const mode = await newMode();
    const response = await put(mode, saved(mode, { name: 'Season one', weeks: twoWeeks() })).expect(200);
    expect(response.body.name).toBe('Season one');
    expect(response.body.created).toBe(mode.created);
    expect(response.body.weeks[1].weekSets[0].sets.map((set: { setCode: string }) => set.setCode)).toEqual([
      'MRD',
      'SRL',
    ]);
    expect(response.body.weeks[0].weekSets[0].sets[0].releaseDate).toBe('2002-03-08T00:00:00.000Z');
    const again = await api().get(`/rest/api/progression-mode/${mode.id}`).set(as(owner)).expect(200);
    expect(again.body).toEqual(response.body);
  });

  it("asks the catalog with the caller's token, under the caller's request id", async () => {
    const mode = await newMode();
    const before = catalog.requests().length;
    await put(mode, saved(mode, { weeks: twoWeeks() }))
      .set('x-request-id', 'save-season-one')
      .expect(200);
    // The catalog refuses a call without a valid user token (401): 200 means the caller's was forwarded.
    expect(catalog.requests().slice(before)).toEqual([
      { method: 'GET', url: '/rest/api/sets', status: 200, reqId: 'save-season-one' },
    ]);
  });

  it('refuses a set the catalog does not have', async () => {
    const mode = await newMode();
    const weeks = [{ week: 1, weekSets: [{ pool: 'Standard', setIds: [catalog.setId('LOB'), 'set-nope'] }] }];
    const response = await put(mode, saved(mode, { weeks })).expect(400);
    expect(response.body.message).toBe('Could not find set: set-nope');
  });

  it('refuses a set id shaped like a catalog id that no imported set has, and stores nothing', async () => {
    const mode = await newMode();
    const missing = 'f'.repeat(24);
    const weeks = [
      { week: 1, weekSets: [{ pool: 'Standard', setIds: [catalog.setId('LOB')] }] },
      { week: 2, weekSets: [{ pool: 'Standard', setIds: [catalog.setId('PSV'), missing] }] },
    ];
    const response = await put(mode, saved(mode, { weeks })).expect(400);
    expect(response.body.message).toBe(`Could not find set: ${missing}`);
    const stored = await api().get(`/rest/api/progression-mode/${mode.id}`).set(as(owner)).expect(200);
    expect(stored.body.weeks).toEqual(mode.weeks);
  });

  it('accepts every set the catalog lists, with its release date', async () => {
    const mode = await newMode();
    const weeks = catalog.sets.map((set, index) => ({
      week: index + 1,
      weekSets: [{ pool: 'Standard', setIds: [set.id] }],
    }));
    const response = await put(mode, saved(mode, { weeks })).expect(200);
    const releaseDates = response.body.weeks.map(
      (week: { weekSets: Array<{ sets: Array<{ releaseDate: string }> }> }) =>
        week.weekSets[0].sets[0].releaseDate.slice(0, 10),
    );
    expect(releaseDates).toEqual(['2001-01-01', '2002-03-08', '2002-06-26', '2002-09-16', '2002-10-20']);
  });

  it('refuses two pools with the same name', async () => {
    const mode = await newMode();
    const cardPools = [
      { name: 'Standard', type: 'STANDARD' },
      { name: 'standard', type: 'REWARD' },
    ];
    const response = await put(mode, saved(mode, { cardPools })).expect(400);
    expect(response.body).toEqual({ message: messages.modes.duplicatePoolName, field: 'cardPools.1' });
  });

  it.each([
    ['banlistTemplate', messages.modes.selectBaseBanlist],
    ['banlistSelectionBehaviour', messages.modes.selectVersionSelectionBehaviour],
  ])('refuses a banlist config without %s', async (field, message) => {
    const mode = await newMode();
    const banlistConfig: Record<string, unknown> = { ...mode.banlistConfig };
    delete banlistConfig[field];
    const response = await put(mode, saved(mode, { banlistConfig })).expect(400);
    expect(response.body).toEqual({ message, field: `banlistConfig.${field}` });
  });

  it('refuses negative numbers', async () => {
    const mode = await newMode();
    const steps = [{ ...mode.draftConfig.steps[0], maxPackRules: [{ max: -1 }] }];
    await put(mode, saved(mode, { draftConfig: { steps } })).expect(400);
    const zeroPacks = [{ ...mode.draftConfig.steps[0], numPacks: -3 }];
    await put(mode, saved(mode, { draftConfig: { steps: zeroPacks } })).expect(400);
    await put(mode, saved(mode, { weeks: [{ week: -1, weekSets: [] }] })).expect(400);
  });

  it('keeps a booster draft step with its pick deadline and minimum seats, and refuses a deadline out of range', async () => {
    const mode = await newMode();
    const booster = {
      ...mode.draftConfig.steps[0],
      draftBehaviour: 'BOOSTER_DRAFT',
      numPacks: 3,
      pickSeconds: 30,
      minimumSeats: 8,
    };
    const response = await put(mode, saved(mode, { draftConfig: { steps: [booster] } })).expect(200);
    expect(response.body.draftConfig.steps).toEqual([booster]);
    const again = await api().get(`/rest/api/progression-mode/${mode.id}`).set(as(owner)).expect(200);
    expect(again.body.draftConfig.steps).toEqual([booster]);
    for (const pickSeconds of [29, 48 * 3600 + 1]) {
      const steps = [{ ...booster, pickSeconds }];
      const refused = await put(mode, saved(again.body, { draftConfig: { steps } })).expect(400);
      expect(refused.body).toEqual({
        message: messages.boosterDraft.pickSecondsOutOfRange,
        field: 'draftConfig.steps.0.pickSeconds',
      });
    }
  });

  it('refuses a draft step or a week naming a pool the mode does not have', async () => {
    const mode = await newMode();
    const steps = [{ ...mode.draftConfig.steps[0], pool: 'Rewards' }];
    const step = await put(mode, saved(mode, { draftConfig: { steps } })).expect(400);
    expect(step.body).toEqual({
      message: messages.modes.unknownPool('Rewards'),
      field: 'draftConfig.steps.0.pool',
    });
    const weeks = [{ week: 1, weekSets: [{ pool: 'Rewards', setIds: [] }] }];
    const week = await put(mode, saved(mode, { weeks })).expect(400);
    expect(week.body.message).toBe(messages.modes.unknownPool('Rewards'));
  });

  it('refuses weeks with a gap, and accepts them sent out of order', async () => {
    const mode = await newMode();
    const gap = [
      { week: 1, weekSets: [] },
      { week: 3, weekSets: [] },
    ];
    expect((await put(mode, saved(mode, { weeks: gap })).expect(400)).body.message).toBe(
      messages.modes.weeksOutOfOrder,
    );
    const response = await put(mode, saved(mode, { weeks: [...twoWeeks()].reverse() })).expect(200);
    expect(response.body.weeks.map((week: { week: number }) => week.week)).toEqual([1, 2]);
  });

  it('applies 20 concurrent saves without a version one after another, with no 5xx', async () => {
    const mode = await newMode();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => put(mode, saved(mode, { name: `Edit ${index}` }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const stored = await Mode.findById(mode.id).lean();
    expect(stored?.__v).toBe(20);
    expect(answers.map((answer) => answer.body.name)).toContain(stored?.name);
  });

  it('of 20 concurrent saves from the same version, applies one and refuses the others with 409', async () => {
    const mode = await newMode();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        put(mode, saved(mode, { name: `Edit ${index}`, version: mode.version })),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.body).toEqual({ message: messages.modes.changedElsewhere });
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(winner.body.version).toBe(1);
    expect((await Mode.findById(mode.id))?.name).toBe(winner.body.name);
  });

  it('refuses 9,000 copies of one set id and keeps a set named twice in a week once', async () => {
    const mode = await newMode();
    const lob = catalog.setId('LOB');
    const flood = [{ week: 1, weekSets: [{ pool: 'Standard', setIds: Array(9000).fill(lob) }] }];
    const refused = await put(mode, saved(mode, { weeks: flood })).expect(400);
    expect(refused.body).toEqual({
      message: messages.modes.tooManySetsInWeek(modeLimits.setsPerWeekPool),
      field: 'weeks.0.weekSets.0.setIds',
    });
    const twice = [{ week: 1, weekSets: [{ pool: 'Standard', setIds: [lob, lob] }] }];
    const response = await put(mode, saved(mode, { weeks: twice })).expect(200);
    expect(response.body.weeks[0].weekSets[0].sets).toHaveLength(1);
  });

  it.each([
    ['blank', '   ', messages.names.required],
    ['too long', 'x'.repeat(modeLimits.name + 1), messages.names.tooLong(modeLimits.name)],
    ['a control character', 'Season\u0000one', messages.names.controlCharacters],
  ])('refuses a name that is %s, and trims blanks around one', async (_case, name, message) => {
    const mode = await newMode();
    expect((await put(mode, saved(mode, { name })).expect(400)).body).toEqual({ message, field: 'name' });
    expect((await put(mode, saved(mode, { name: '  Season one ' })).expect(200)).body.name).toBe(
      'Season one',
    );
  });

  it('lets only the owner edit: anyone else gets 404 and the mode is unchanged', async () => {
    const mode = await newMode();
    const response = await put(mode, saved(mode, { name: 'Mine now' }), stranger).expect(404);
    expect(response.body).toEqual({ message: messages.modes.modeNotFound });
    expect((await Mode.findById(mode.id))?.name).toBe('New mode');
  });
});
