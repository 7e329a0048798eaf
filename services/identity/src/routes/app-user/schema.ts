import { appUsersQuery, changePasswordPayload } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const listUsers = validate({ query: appUsersQuery });
export const changePassword = validate({ body: changePasswordPayload });
