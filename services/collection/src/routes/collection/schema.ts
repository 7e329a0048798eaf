import { collectionPayload, collectionQueryParams } from '@progression/contracts';
import { validate } from '@progression/service-kit';

/** Whose collection, read before the access check; the page asked for (the body) after it. */
export const collectionOf = validate({ query: collectionQueryParams });
export const queryCollection = validate({ body: collectionPayload });
export const exportCollection = validate({ query: collectionQueryParams });
