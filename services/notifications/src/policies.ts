/**
 * Who may read or change what, in one place: every notification belongs to one user, who alone lists,
 * marks and streams it; anyone else's is as absent as one that never existed.
 */
export const policies = {
  ownNotifications: (userId: string) => ({ userId }),
};
