import { collectionPayload, collectionQueryParams } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const queryCollection = validate({ query: collectionQueryParams, body: collectionPayload });
export const exportCollection = validate({ query: collectionQueryParams });
