import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  const ann = { id: 'u1', username: 'Ann' };

  it('answers a remembered token until its expiry and forgets it then', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('t1', ann, 1_000);
    expect(tokens.get('t1', 999_999)).toEqual(ann);
    expect(tokens.get('t1', 1_000_000)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('never remembers a token without an expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('t1', ann, undefined);
    expect(tokens.get('t1', 0)).toBeUndefined();
  });

  it('drops the oldest token past its bound', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('t1', ann, 10);
    tokens.remember('t2', ann, 10);
    tokens.remember('t3', ann, 10);
    expect(tokens.get('t1', 0)).toBeUndefined();
    expect(tokens.get('t2', 0)).toEqual(ann);
    expect(tokens.get('t3', 0)).toEqual(ann);
  });

  it('hands out a principal no request can change for the next', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('t1', { ...ann }, 10);
    expect(Object.isFrozen(tokens.get('t1', 0))).toBe(true);
  });
});
