import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  const ann = { id: 'u1', username: 'Ann' };
  const verified = (expiresAt: number) => ({ principal: { ...ann }, tokenId: 'j1', issuedAt: 1, expiresAt });

  it('answers a remembered token until its expiry and forgets it then', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('t1', verified(1_000));
    expect(tokens.get('t1', 999_999)?.principal).toEqual(ann);
    expect(tokens.get('t1', 1_000_000)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('drops the oldest token past its bound', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('t1', verified(10));
    tokens.remember('t2', verified(10));
    tokens.remember('t3', verified(10));
    expect(tokens.get('t1', 0)).toBeUndefined();
    expect(tokens.get('t2', 0)?.principal).toEqual(ann);
    expect(tokens.get('t3', 0)?.principal).toEqual(ann);
  });

  it('hands out a token and principal no request can change for the next', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('t1', verified(10));
    expect(Object.isFrozen(tokens.get('t1', 0))).toBe(true);
    expect(Object.isFrozen(tokens.get('t1', 0)?.principal)).toBe(true);
  });
});
