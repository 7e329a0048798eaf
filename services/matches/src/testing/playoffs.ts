import type { Playoff as PlayoffView } from '@progression/contracts';
import type { TestService } from '@progression/service-kit/testing';
import type { envShape } from '../env';
import { Match } from '../models/match';
import { api, auth, planWeeksInGames, seedGame, type SeededPlayer } from './league';

/** Playoff tests' helpers over the running test service. */
export function playoffHelpers(service: () => TestService<typeof envShape>) {
  const names = ['ann', 'bob', 'cat', 'dan', 'eli', 'fay', 'gus', 'hal', 'ivy'];

  /**
   * A league of `count` players at the end of its plan's `weeks` weeks (one round robin played), where the
   * later a player joined the more they won: the last to join tops the standings. The first is the admin.
   */
  async function seasonAtItsEnd(count: number, weeks = 1) {
    const game = await seedGame(names.slice(0, count), weeks);
    planWeeksInGames.set(game.gameId, weeks);
    const order = new Map(game.players.map((player, index) => [player.playerId, index]));
    for (const match of await Match.find({ gameId: game.gameId }).lean()) {
      const winnerId =
        order.get(match.firstPlayerId)! > order.get(match.secondPlayerId)!
          ? match.firstPlayerId
          : match.secondPlayerId;
      await Match.updateOne({ _id: match._id }, { $set: { winnerId } });
    }
    const byStanding = [...game.players].reverse();
    return { ...game, byStanding };
  }

  const start = (gameId: string, user: SeededPlayer, body: unknown = { size: 8, bestOf: 3 }) =>
    api(service())
      .post(`/rest/api/playoffs?gameId=${gameId}`)
      .set(auth(user))
      .send(body as object);
  const report = (matchId: string, user: SeededPlayer, winnerId: string, winnerGames = 2, loserGames = 1) =>
    api(service())
      .put(`/rest/api/playoff-matches/${matchId}`)
      .set(auth(user))
      .send({ winnerId, winnerGames, loserGames });

  const userOfPlayer = (players: SeededPlayer[], playerId: string) =>
    players.find((p) => p.playerId === playerId)!;

  /** A game of 5 at the end of its season with its top 4 playoff (best of 3) started: two semi-finals and a final. */
  async function semiFinals() {
    const season = await seasonAtItsEnd(5);
    const { playoff } = (await start(season.gameId, season.admin, { size: 4, bestOf: 3 }).expect(201))
      .body as {
      playoff: PlayoffView;
    };
    const [top, bottom, final] = playoff.matches as [
      PlayoffView['matches'][0],
      PlayoffView['matches'][0],
      PlayoffView['matches'][0],
    ];
    const userOf = (playerId: string | null) => userOfPlayer(season.players, playerId!);
    return { ...season, top, bottom, final, userOf };
  }

  return { seasonAtItsEnd, start, report, userOfPlayer, semiFinals };
}
