import { signUserToken, verifyTokenDetails, type VerifiedToken } from '@progression/service-kit';
import { issuedAtFor } from '../domain/token-times';
import type { Env } from '../env';
import { cutoffOf } from '../models/revocation';
import { presentUser } from '../models/user.presenter';
import type { UserDocument } from '../models/user';

/** A new token for the user, dated no earlier than their cut-off, with what it says about itself. */
export async function issueToken(
  user: UserDocument,
  env: Env,
  cutoff?: number,
): Promise<{ token: string; verified: VerifiedToken }> {
  const issuedAt = issuedAtFor(cutoff ?? (await cutoffOf(String(user._id))));
  const token = signUserToken(presentUser(user), env.JWT_PRIVATE_KEY, {
    expiresIn: env.JWT_EXPIRES_IN,
    issuedAt,
  });
  // Read back rather than recomputed, so the expiry is exactly jsonwebtoken's reading of JWT_EXPIRES_IN.
  return { token, verified: verifyTokenDetails(token, env)! };
}
