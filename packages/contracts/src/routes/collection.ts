import { z } from 'zod';
import {
  collectionImportQuery,
  collectionImportReport,
  collectionImportsQuery,
  collectionImportsResponse,
  collectionPayload,
  collectionQueryParams,
  collectionResponse,
} from '../api/collection';
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
  importCollection: defineRoute({
    method: 'POST',
    path: '/rest/api/collection/import',
    summary: "Import a CSV in YGOPRODeck's collection layout into a player's collection (the game's admin)",
    description:
      'The body is the file (`text/csv`, at most 4 MiB). Rows are matched by card id, printed code, rarity and set; the answer reports the rows taken, merged and refused. The same file into the same player is imported once: a repeat answers 200 with the first report and `alreadyImported`.',
    token: 'user',
    query: collectionImportQuery,
    body: z.string(),
    bodyType: 'text/csv',
    status: 201,
    reply: collectionImportReport,
    refusals: [403, 404, 413, 502],
  }),
  listImports: defineRoute({
    method: 'GET',
    path: '/rest/api/collection/imports',
    summary:
      "A game's collection imports, newest first: who imported which file into whom, and when (the game's admin)",
    token: 'user',
    query: collectionImportsQuery,
    reply: collectionImportsResponse,
    refusals: [403, 404, 502],
  }),
};
