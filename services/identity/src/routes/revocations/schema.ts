import { revocationsQuery } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const listRevocations = validate({ query: revocationsQuery });
