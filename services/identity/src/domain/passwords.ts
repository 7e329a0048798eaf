import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), which follow the OWASP recommendation. */
export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

// Verified against when the username is unknown, so both failures take the same time.
const unknownUserHash = hashPassword('unknown-user-placeholder-password');

/** Whether the password matches the hash; without a hash, spends the same time and answers false. */
export async function passwordMatches(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await unknownUserHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
