import { listCache } from './list-cache';

it('serves a list only under the version it was stored with, and forgets the least recently used', () => {
  const cache = listCache(2);
  cache.set('a', 1, 'A1');
  expect(cache.get('a', 1)).toBe('A1');
  expect(cache.get('a', 2)).toBeUndefined();
  cache.set('b', 1, 'B1');
  cache.get('a', 1);
  cache.set('c', 1, 'C1');
  expect(cache.get('b', 1)).toBeUndefined();
  expect(cache.get('a', 1)).toBe('A1');
  expect(cache.get('c', 1)).toBe('C1');
});
