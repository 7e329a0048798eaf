import { draftsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const demoDraft = validate({ params: draftsRoutes.demoDraft.params });
