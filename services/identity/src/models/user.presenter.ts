import type { User as UserView } from '@progression/contracts';
import type { UserDocument } from './user';

/** A user as other users see it: never the e-mail or anything about the password. */
export const presentUser = (user: Pick<UserDocument, '_id' | 'username' | 'color'>): UserView => ({
  id: String(user._id),
  username: user.username,
  color: user.color,
});
