import { z } from 'zod';
import { collectionPayload, collectionQueryParams, collectionResponse } from '../api/collection';
import { defineRoute } from './define';

/** Collection: the cards a player owns in a game. */
export const collectionRoutes = {
  queryCollection: defineRoute({
    method: 'POST',
    path: '/rest/api/collection',
    summary: 'One page of a collection, sorted and filtered',
    description:
      "Your own collection, or another player's of the same game (`playerId`). The body holds the sort, the filters and the page.",
    token: 'user',
    query: collectionQueryParams,
    body: collectionPayload,
    reply: collectionResponse,
    refusals: [404, 502],
  }),
  exportCollection: defineRoute({
    method: 'GET',
    path: '/rest/api/collection/export',
    summary: 'A collection as a CSV file',
    token: 'user',
    query: collectionQueryParams,
    replyType: 'text/csv',
    reply: z.string(),
    refusals: [404, 502],
  }),
};
