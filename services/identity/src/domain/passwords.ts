import argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting for web logins (Password Storage Cheat Sheet): m = 19 MiB,
 * t = 2, p = 1. The library's default (64 MiB, 3 passes) made a login cost about 5 times as much CPU and
 * memory for no protection a web login needs. The parameters travel in each hash, so hashes made with
 * other settings still verify.
 */
export const passwordHashing = {
  type: argon2.argon2id,
  memoryCost: 19_456, // KiB
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, passwordHashing);

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
