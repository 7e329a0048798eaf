import { activePlayerQuery, playersQuery } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const active = validate({ query: activePlayerQuery });
export const list = validate({ query: playersQuery });
