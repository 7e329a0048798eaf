import { answerWith } from './fake-fetch';
import { fetchActivePlayer, fetchGameById, fetchGames, fetchPlayersOfGame } from './games-api';

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

const player = {
  id: 'p1',
  userId: 'u1',
  gameId: 'g1',
  username: 'yugi',
  isAdmin: true,
  activeDrafts: [],
};

describe('the games API', () => {
  it('answers the games of GET /rest/api/progression-game', async () => {
    const sent = answerWith(200, { games: [game] });
    await expect(fetchGames()).resolves.toEqual([game]);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/rest/api/progression-game' });
  });

  it('asks for one game by its id', async () => {
    const sent = answerWith(200, game);
    await expect(fetchGameById('g/1')).resolves.toEqual(game);
    expect(sent[0].url).toBe('/rest/api/progression-game/g%2F1');
  });

  it('asks for the active player of a game by query', async () => {
    const sent = answerWith(200, player);
    await expect(fetchActivePlayer('g1')).resolves.toEqual(player);
    expect(sent[0].url).toBe('/rest/api/game-player/user?gameId=g1');
  });

  it('answers the players of a game', async () => {
    const sent = answerWith(200, { players: [player] });
    await expect(fetchPlayersOfGame('g1')).resolves.toEqual([player]);
    expect(sent[0].url).toBe('/rest/api/game-player?gameId=g1');
  });

  it('refuses a game that does not match the contract', async () => {
    answerWith(200, { games: [{ ...game, status: 'PAUSED' }] });
    await expect(fetchGames()).rejects.toThrow();
  });
});
