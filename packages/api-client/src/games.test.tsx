import { answerWith } from '@progression/platform/testing';
import { games } from './games';

const game = {
  id: 'g1',
  name: 'League',
  status: 'IN_PROGRESS',
  activeWeek: 0,
  started: '2026-01-05T10:00:00.000Z',
  inviteCode: 'ABCD1234',
  weeks: [],
  playerIds: ['p1'],
  modeId: 'm1',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
};

const player = { id: 'p1', userId: 'u1', gameId: 'g1', username: 'yugi', isAdmin: true, activeDrafts: [] };

describe('the games client', () => {
  it('answers the games of GET /rest/api/progression-game', async () => {
    const sent = answerWith(200, { games: [game] });
    await expect(games.list()).resolves.toEqual([game]);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/rest/api/progression-game' });
  });

  it('puts an id into the path encoded, so it cannot reach another route', async () => {
    const sent = answerWith(200, game);
    await expect(games.get('g/1')).resolves.toEqual(game);
    expect(sent[0].url).toBe('/rest/api/progression-game/g%2F1');
  });

  it('asks for the active player of a game by query', async () => {
    const sent = answerWith(200, player);
    await expect(games.activePlayer('g1')).resolves.toEqual(player);
    expect(sent[0].url).toBe('/rest/api/game-player/user?gameId=g1');
  });

  it('answers the players of a game', async () => {
    const sent = answerWith(200, { players: [player] });
    await expect(games.players('g1')).resolves.toEqual([player]);
    expect(sent[0].url).toBe('/rest/api/game-player?gameId=g1');
  });

  it('names the week it starts in the body', async () => {
    const sent = answerWith(200, { ...game, activeWeek: 1 });
    await expect(games.startWeek('g1', { week: 1 })).resolves.toMatchObject({ activeWeek: 1 });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/rest/api/progression-game/g1/week' });
    expect(JSON.parse(sent[0].body ?? '')).toEqual({ week: 1 });
  });

  it('refuses a reply that does not match the contract', async () => {
    answerWith(200, { games: [{ ...game, status: 'PAUSED' }] });
    await expect(games.list()).rejects.toThrow();
  });
});
