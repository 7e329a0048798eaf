import { registerPayload, loginPayload, confirmPasswordError } from './auth';
import { fieldErrors } from './validation';

const valid = { username: 'seto.kaiba', email: 'seto@kaiba.corp', password: 'blue-eyes' };

/** The `{field: message}` the register form and the identity service show for a payload. */
function errorsOf(payload: Record<string, unknown>): Record<string, string> {
  const result = registerPayload.safeParse(payload);
  return result.success ? {} : fieldErrors(result.error);
}

describe('registerPayload', () => {
  it('accepts a valid registration', () => {
    expect(registerPayload.parse(valid)).toEqual(valid);
  });

  describe('username', () => {
    it.each([
      ['is missing', undefined, 'Required'],
      ['is empty', '', 'Required'],
      ['has fewer than 3 characters', 'ab', 'A username must be at least 3 character'],
      ['has more than 25 characters', 'a'.repeat(26), 'A username cannot be longer than 25 characters'],
      [
        'contains a space',
        'seto kaiba',
        'A username cannot contain any special characters aside from dots, underscores and dashes',
      ],
      [
        'contains an @',
        'seto@kaiba',
        'A username cannot contain any special characters aside from dots, underscores and dashes',
      ],
    ])('refuses a username that %s', (_case, username, message) => {
      expect(errorsOf({ ...valid, username })).toEqual({ username: message });
    });

    it.each(['abc', 'a'.repeat(25), 'Seto_Kaiba-x.y', 'player1'])('accepts %s', (username) => {
      expect(errorsOf({ ...valid, username })).toEqual({});
    });

    it('reports only the first broken rule: a short name with a special character says too short', () => {
      expect(errorsOf({ ...valid, username: '!!' })).toEqual({
        username: 'A username must be at least 3 character',
      });
    });

    it('reports too long before special characters', () => {
      expect(errorsOf({ ...valid, username: '!'.repeat(30) })).toEqual({
        username: 'A username cannot be longer than 25 characters',
      });
    });
  });

  describe('email', () => {
    it.each([
      ['is missing', undefined, 'Required'],
      ['is empty', '', 'Required'],
      ['has fewer than 5 characters', 'a@bc', 'The e-mail address must contain at least 5 characters'],
      [
        'has more than 50 characters',
        `${'a'.repeat(45)}@b.com`,
        'The e-mail address cannot be longer than 50 characters',
      ],
      ['has no @', 'seto.kaiba.corp', 'Please enter a valid email address'],
      ['has nothing before the @', '@kaiba.corp', 'Please enter a valid email address'],
      ['has nothing after the @', 'seto.kaiba@', 'Please enter a valid email address'],
      ['has a domain without a dot', 'seto@kaiba', 'Please enter a valid email address'],
      ['has two @', 'seto@@kaiba.corp', 'Please enter a valid email address'],
      ['has a space', 'seto kaiba@kaiba.corp', 'Please enter a valid email address'],
      ['has a line break', 'seto@kaiba.corp\nBcc: x@y.z', 'Please enter a valid email address'],
      ['has an empty domain label', 'seto@kaiba..corp', 'Please enter a valid email address'],
      ['has a dot at the start', '.seto@kaiba.corp', 'Please enter a valid email address'],
      ['has a domain ending in digits', 'seto@kaiba.123', 'Please enter a valid email address'],
    ])('refuses an email that %s', (_case, email, message) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: message });
    });

    it('accepts exactly 5 and exactly 50 characters, and the usual shapes of addresses', () => {
      expect(errorsOf({ ...valid, email: 'a@b.c' })).toEqual({});
      expect(errorsOf({ ...valid, email: `${'a'.repeat(44)}@b.com` })).toEqual({});
      for (const email of ['a@b.co', 'seto.kaiba+duel@mail.kaiba-corp.co.jp', "o'brien@x.io"])
        expect(errorsOf({ ...valid, email })).toEqual({});
    });
  });

  describe('password', () => {
    it.each([
      ['is missing', undefined, 'Password is required'],
      ['is empty', '', 'Password is required'],
      ['has fewer than 8 characters', 'abcdefg', 'Password must contain at least 8 characters'],
      ['has more than 50 characters', 'a'.repeat(51), 'Password address cannot be longer than 50 characters'],
    ])('refuses a password that %s', (_case, password, message) => {
      expect(errorsOf({ ...valid, password })).toEqual({ password: message });
    });

    it('accepts exactly 8 and exactly 50 characters', () => {
      expect(errorsOf({ ...valid, password: 'a'.repeat(8) })).toEqual({});
      expect(errorsOf({ ...valid, password: 'a'.repeat(50) })).toEqual({});
    });
  });

  it('reports every broken field at once, one message each', () => {
    expect(errorsOf({ username: '', email: 'x', password: 'short' })).toEqual({
      username: 'Required',
      email: 'The e-mail address must contain at least 5 characters',
      password: 'Password must contain at least 8 characters',
    });
  });

  it('yields exactly one issue per broken field', () => {
    const result = registerPayload.safeParse({ username: '', email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(3);
  });
});

describe('confirmPasswordError', () => {
  it('says the passwords do not match when they differ', () => {
    expect(confirmPasswordError('blue-eyes', 'red-eyes')).toBe('Password do not match');
  });

  it('says nothing when they match', () => {
    expect(confirmPasswordError('blue-eyes', 'blue-eyes')).toBeUndefined();
  });
});

describe('loginPayload', () => {
  it('accepts any two strings, even empty ones', () => {
    expect(loginPayload.parse({ username: '', password: '' })).toEqual({ username: '', password: '' });
  });

  it('refuses a missing password', () => {
    expect(loginPayload.safeParse({ username: 'seto' }).success).toBe(false);
  });
});
