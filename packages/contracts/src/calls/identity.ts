import { revocationsQuery, revocationsResponse } from '../auth';
import { defineCall } from './define';

/** What other services (and the gateway) ask of the identity service. */
export const identityCalls = {
  /** The user tokens revoked or cut off since a time (epoch ms), for every token check's revocation list. */
  revocations: defineCall({
    method: 'GET',
    path: '/internal/revocations',
    query: revocationsQuery,
    reply: revocationsResponse,
  }),
};
