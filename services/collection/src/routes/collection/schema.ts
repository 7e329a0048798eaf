import { collectionRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

/** Whose collection, read before the access check; the page asked for (the body) after it. */
export const collectionOf = validate({ query: collectionRoutes.queryCollection.query });
export const queryCollection = validate({ body: collectionRoutes.queryCollection.body });
export const exportCollection = validate({ query: collectionRoutes.exportCollection.query });
