import type { Match } from '@progression/contracts';
import { remainingThisWeek, winsMinusLosses } from './overview-counts';

const match = (weekNum: number, first: string, second: string, winnerId: string | null): Match => ({
  id: `${weekNum}${first}${second}`,
  gameId: 'g',
  weekId: 'w',
  weekNum,
  round: 1,
  firstPlayerId: first,
  secondPlayerId: second,
  winnerId,
  resultStatus: null,
  score: null,
  reported: null,
});
const matches = [
  match(1, 'me', 'a', 'me'),
  match(1, 'me', 'b', 'b'),
  match(2, 'me', 'a', 'me'),
  match(2, 'me', 'b', null),
  match(2, 'a', 'b', null),
];

it('counts wins minus losses and the remaining matches of the week', () => {
  expect(winsMinusLosses(matches, 'me')).toBe(1);
  expect(winsMinusLosses(matches, 'b')).toBe(1);
  expect(remainingThisWeek(matches, 'me', 2)).toBe(1);
  expect(remainingThisWeek(matches, 'me', 1)).toBe(0);
});
