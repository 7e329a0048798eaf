import { BodyCache } from './body-cache';

describe('BodyCache', () => {
  const body = (bytes: number) => () => 'x'.repeat(bytes - 2);

  it('serializes a body once and answers the same bytes after', () => {
    const cache = new BodyCache(1000);
    let built = 0;
    const build = () => {
      built += 1;
      return { cards: [1, 2] };
    };
    const first = cache.get('a', build);
    expect(cache.get('a', build)).toBe(first);
    expect(JSON.parse(first.toString())).toEqual({ cards: [1, 2] });
    expect(built).toBe(1);
  });

  it('drops the least recently asked bodies beyond its budget', () => {
    const cache = new BodyCache(300);
    const builds: string[] = [];
    const get = (key: string) =>
      cache.get(key, () => {
        builds.push(key);
        return body(100)();
      });
    get('a');
    get('b');
    get('c');
    get('a');
    get('d'); // over budget: b, the least recently asked, goes
    get('a');
    get('c');
    get('b');
    expect(builds).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('answers a body larger than its budget, keeping it only until the next one', () => {
    const cache = new BodyCache(50);
    expect(cache.get('big', body(100)).length).toBe(100);
    const rebuilt = jest.fn(body(100));
    cache.get('other', body(10));
    cache.get('big', rebuilt);
    expect(rebuilt).toHaveBeenCalledTimes(1);
  });
});
