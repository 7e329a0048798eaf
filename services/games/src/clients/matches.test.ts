import { matchesCalls } from '@progression/contracts';
import { bearerFor, startStandIn, TEST_KEYS, type StandIn } from '@progression/service-kit/testing';
import type { Env } from '../env';
import { neighbours } from '.';

const gameId = '64a000000000000000000001';
const match = (weekNum: number, first: string, second: string, winnerId: string | null) => ({
  id: `64b0000000000000000000${weekNum}${first.slice(-1)}`.slice(0, 24),
  gameId,
  weekId: `64e00000000000000000000${weekNum}`,
  weekNum,
  firstPlayerId: first,
  secondPlayerId: second,
  winnerId,
});
const [ann, bob, cat, dan] = ['p-ann', 'p-bob', 'p-cat', 'p-dan'];

let matches: StandIn;
const asked: string[] = [];
beforeAll(async () => {
  // The matches service as games reads it: GET /rest/api/matches?game= on the caller's behalf.
  matches = await startStandIn(matchesCalls, {
    matches: ({ query }, ctx) => {
      asked.push(`${query.game} ${ctx.get('authorization')}`);
      return {
        matches: [
          match(1, ann, bob, null),
          match(2, ann, bob, ann),
          match(2, ann, cat, null),
          match(2, bob, cat, bob),
          match(2, cat, dan, null),
        ],
      };
    },
  });
});
afterAll(() => matches.stop());

const env = (matchesUrl?: string) =>
  ({
    SERVICE_NAME: 'games',
    SERVICE_SECRET: TEST_KEYS.SERVICE_SECRET,
    MODES_URL: 'http://127.0.0.1:9',
    CATALOG_URL: 'http://127.0.0.1:9',
    MATCHES_URL: matchesUrl,
  }) as unknown as Env;

describe('playersWithOpenMatches (advice)', () => {
  it("names, once each, the players with an unplayed match of the week, asking on the caller's behalf", async () => {
    const caller = bearerFor({ id: '64c0000000000000000000a1', username: 'ann' });
    const open = await neighbours(env(matches.url)).playersWithOpenMatches(gameId, 2, {
      authorization: caller,
    });
    expect(open.sort()).toEqual([ann, cat, dan].sort());
    expect(asked).toEqual([`${gameId} ${caller}`]);
  });

  it('names nobody without a matches service', async () => {
    expect(await neighbours(env()).playersWithOpenMatches(gameId, 2, {})).toEqual([]);
  });
});
