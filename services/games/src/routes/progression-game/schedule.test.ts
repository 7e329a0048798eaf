import { messages, weekScheduleView, type Game } from '@progression/contracts';
import { Game as GameModel } from '../../models/game';
import { startGamesHarness, testUser, type GamesHarness } from '../../testing/harness';

let h: GamesHarness;
beforeAll(async () => {
  h = await startGamesHarness();
}, 60_000);
afterAll(() => h.stop());

const admin = testUser('kaiba');
const player = testUser('joey');

async function newGame(): Promise<Game> {
  const game = await h.createGame(admin, (await h.createMode(admin)).id);
  await h
    .api()
    .put('/rest/api/progression-game/invite')
    .query({ inviteCode: game.inviteCode })
    .set(h.auth(player))
    .expect(200);
  return game;
}
const path = (game: Game) => `/rest/api/progression-game/${game.id}/schedule`;
const monday = { enabled: true, weekday: 'MONDAY', time: '18:00', timeZone: 'Europe/London' };

describe('PUT /rest/api/progression-game/{id}/schedule', () => {
  it('stores the schedule with its next start, which every player of the game reads', async () => {
    const game = await newGame();
    expect((await h.api().get(path(game)).set(h.auth(player)).expect(200)).body).toEqual({
      schedule: null,
      nextStartAt: null,
    });
    const before = Date.now();
    const saved = weekScheduleView.parse(
      (await h.api().put(path(game)).set(h.auth(admin)).send(monday).expect(200)).body,
    );
    expect(saved.schedule).toEqual(monday);
    const next = new Date(saved.nextStartAt!);
    expect(next.getTime()).toBeGreaterThan(before);
    expect(next.getTime() - before).toBeLessThanOrEqual(7 * 24 * 3600_000);
    // Monday 18:00 in London is 17:00 or 18:00 UTC, by the season.
    expect(next.getUTCDay()).toBe(1);
    expect([17, 18]).toContain(next.getUTCHours());
    expect((await h.api().get(path(game)).set(h.auth(player)).expect(200)).body).toEqual(saved);
  });

  it('keeps a schedule that is off, with no next start', async () => {
    const game = await newGame();
    await h.api().put(path(game)).set(h.auth(admin)).send(monday).expect(200);
    const off = await h
      .api()
      .put(path(game))
      .set(h.auth(admin))
      .send({ ...monday, enabled: false })
      .expect(200);
    expect(off.body).toEqual({ schedule: { ...monday, enabled: false }, nextStartAt: null });
    const stored = await GameModel.findById(game.id).lean();
    expect(stored?.schedule).toMatchObject({ nextStartAt: null, remindAt: null });
  });

  it.each([
    [{ ...monday, weekday: 'FUNDAY' }, 'weekday', messages.schedule.weekdayInvalid],
    [{ ...monday, weekday: 1 }, 'weekday', messages.schedule.weekdayInvalid],
    [{ ...monday, time: '24:00' }, 'time', messages.schedule.timeInvalid],
    [{ ...monday, time: '9:00' }, 'time', messages.schedule.timeInvalid],
    [{ ...monday, time: '18:00:00' }, 'time', messages.schedule.timeInvalid],
    [{ ...monday, timeZone: 'Mars/Olympus' }, 'timeZone', messages.schedule.timeZoneInvalid],
    [{ ...monday, timeZone: '+01:00' }, 'timeZone', messages.schedule.timeZoneInvalid],
    [{ ...monday, timeZone: '../../etc/passwd' }, 'timeZone', messages.schedule.timeZoneInvalid],
    [{ ...monday, timeZone: 'Europe/London'.repeat(10) }, 'timeZone', messages.schedule.timeZoneInvalid],
    [{ ...monday, enabled: 'yes' }, 'enabled', messages.schedule.enabledRequired],
    [{ weekday: 'MONDAY', time: '18:00', timeZone: 'UTC' }, 'enabled', messages.schedule.enabledRequired],
    [
      { ...monday, nextStartAt: '2020-01-01T00:00:00Z' },
      'nextStartAt',
      messages.errors.invalidField('nextStartAt'),
    ],
    [{ ...monday, $where: '1' }, '$where', messages.errors.invalidField('$where')],
  ])('refuses %j with 400 naming %s, and changes nothing', async (body, field, message) => {
    const game = await newGame();
    await h.api().put(path(game)).set(h.auth(admin)).send(monday).expect(200);
    const before = await GameModel.findById(game.id).lean();
    const response = await h.api().put(path(game)).set(h.auth(admin)).send(body).expect(400);
    expect(response.body).toEqual({ message, field });
    expect((await GameModel.findById(game.id).lean())?.schedule).toEqual(before?.schedule);
  });

  it('refuses a body that is not an object, an array, or too large', async () => {
    const game = await newGame();
    await h.api().put(path(game)).set(h.auth(admin)).send([monday]).expect(400);
    await h
      .api()
      .put(path(game))
      .set(h.auth(admin))
      .set('content-type', 'application/json')
      .send('"x"')
      .expect(400);
    await h
      .api()
      .put(path(game))
      .set(h.auth(admin))
      .send({ ...monday, timeZone: 'x'.repeat(40_000) })
      .expect(413);
    expect((await GameModel.findById(game.id).lean())?.schedule).toBeNull();
  });

  it('gives a complete game no next start', async () => {
    const game = await newGame();
    await GameModel.updateOne({ _id: game.id }, { status: 'COMPLETE' });
    const saved = await h.api().put(path(game)).set(h.auth(admin)).send(monday).expect(200);
    expect(saved.body.nextStartAt).toBeNull();
  });
});
