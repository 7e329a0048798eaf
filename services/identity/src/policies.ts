import type { UserPrincipal } from '@progression/service-kit';

/**
 * Who may read or change what, in one place. Registration, login, logout and verify need no token; the
 * kit's guard lets only tokens into /rest/api and only service tokens into /internal (the revocation list).
 */
export const policies = {
  /** What any logged-in user may see of any user: the public view, never the e-mail or password. */
  publicUserFields: { username: 1, color: 1 } as const,

  /** The account a caller may change: their own, named by their token, never by the request. */
  ownAccount: (user: UserPrincipal) => ({ _id: user.id }),
};
