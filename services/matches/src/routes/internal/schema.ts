import { asUserParams } from '@progression/contracts';
import { validate } from '@progression/service-kit';

/** The user a service acts for (as `matchesCalls` declares it). */
export const asUser = validate({ params: asUserParams });
