import { messages } from './messages';
import { id, maxQueryListValues, queryList } from './primitives';

describe('queryList', () => {
  it('reads one value or many as a list', () => {
    expect(queryList(id).parse('a')).toEqual(['a']);
    expect(queryList(id).parse(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('refuses more values than its maximum, saying how many are allowed', () => {
    const many = Array.from({ length: maxQueryListValues + 1 }, (_, index) => String(index));
    const parsed = queryList(id).safeParse(many);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(messages.errors.tooManyValues(maxQueryListValues));
    expect(queryList(id, 2).safeParse(['a', 'b', 'c']).success).toBe(false);
  });
});

describe('id', () => {
  it('refuses an empty id and one longer than any the product makes', () => {
    expect(id.safeParse('').success).toBe(false);
    expect(id.safeParse('x'.repeat(201)).success).toBe(false);
    expect(id.safeParse('507f1f77bcf86cd799439011').success).toBe(true);
  });
});
