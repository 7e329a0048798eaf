import { z } from 'zod';
import {
  createDeckPayload,
  deckExportQuery,
  deckExportResponse,
  deckGameQuery,
  deckImportResponse,
  decksQuery,
  decksResponse,
  hasOneDeckFile,
  importDeckFields,
  updateDeckPayload,
} from '../api/decks';
import { deck } from '../entities';
import { messages } from '../messages';
import { objectId } from '../primitives';
import { defineRoute } from './define';

// Ids that go into a query or another service's URL are ObjectIds: anything else is a clear 400.
const deckParams = z.object({ id: objectId });
const deckGame = deckGameQuery.extend({ gameId: objectId });

/** Decks: a player's decks in a game, judged by the server on every save. */
export const decksRoutes = {
  listDecks: defineRoute({
    method: 'GET',
    path: '/rest/api/deck',
    summary: "Your decks in a game, or another player's",
    description: 'Newest first, each with its validity as judged when last saved.',
    token: 'user',
    query: decksQuery.extend({ gameId: objectId, playerId: objectId.optional() }),
    reply: decksResponse,
    refusals: [403, 404, 502],
  }),
  createDeck: defineRoute({
    method: 'POST',
    path: '/rest/api/deck',
    summary: 'Create a deck in a game',
    description:
      'Named "New deck" with no cards unless the body says otherwise; saved even when not valid, with the reasons.',
    token: 'user',
    query: deckGame,
    body: createDeckPayload,
    status: 201,
    reply: deck,
    refusals: [403, 404, 409, 502],
  }),
  importDeck: defineRoute({
    method: 'POST',
    path: '/rest/api/deck/import',
    summary: 'Create a deck from a pasted deck: a ydke:// URL, a .ydk file or a card list',
    description:
      'Pasted text goes in `text` (its form is told by `deckTextForm`: a ydke:// URL anywhere in it, a .ydk by its section lines, else a card list matched by exact name), or a file in `ydk` or a URL in `ydke` (exactly one of the three). The answer says the form read, and the report what was left out (names not found, unknown passcodes, copies not owned).',
    token: 'user',
    query: deckGame,
    body: importDeckFields.refine(hasOneDeckFile, { error: messages.decks.notADeck, path: ['text'] }),
    status: 201,
    reply: deckImportResponse,
    refusals: [403, 404, 409, 502],
  }),
  exportDeck: defineRoute({
    method: 'GET',
    path: '/rest/api/deck/:id/export',
    summary: 'A deck as a .ydk file or a ydke:// URL',
    token: 'user',
    params: deckParams,
    query: deckExportQuery,
    reply: deckExportResponse,
    refusals: [404, 502],
  }),
  getDeck: defineRoute({
    method: 'GET',
    path: '/rest/api/deck/:id',
    summary: 'One deck',
    token: 'user',
    params: deckParams,
    reply: deck,
    refusals: [404, 502],
  }),
  saveDeck: defineRoute({
    method: 'PUT',
    path: '/rest/api/deck/:id',
    summary: 'Save your deck',
    description:
      "Replaces its name and cards; the answer carries the server's judgement (`valid`, `reasons`).",
    token: 'user',
    params: deckParams,
    body: updateDeckPayload,
    reply: deck,
    refusals: [404, 502],
  }),
  deleteDeck: defineRoute({
    method: 'DELETE',
    path: '/rest/api/deck/:id',
    summary: 'Delete your deck',
    token: 'user',
    params: deckParams,
    status: 204,
    refusals: [404],
  }),
  copyDeck: defineRoute({
    method: 'POST',
    path: '/rest/api/deck/:id/copy',
    summary: 'Copy your deck',
    description: 'The copy is named "Copy of <name>".',
    token: 'user',
    params: deckParams,
    status: 201,
    reply: deck,
    refusals: [404, 409, 502],
  }),
};
