import {
  copyDeckResponse,
  deckExportResponse,
  deckImportResponse,
  deckResponse,
  decksResponse,
  type CreateDeckPayload,
  type DeckGameQuery,
  type Deck,
  type DeckExportResponse,
  type DeckImportResponse,
  type ImportDeckPayload,
  type UpdateDeckPayload,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

const decksPath = '/rest/api/deck';

/** The decks service through the gateway: every reply parsed with its contracts schema. */
export const decks = {
  /** The caller's decks in a game (the game's admin may name a player), newest change first. */
  list: (gameId: string, playerId?: string, signal?: AbortSignal): Promise<Deck[]> =>
    api
      .get(decksPath, { query: { gameId, playerId }, parse: decksResponse.parse, signal })
      .then((answer) => answer.decks),

  /** One deck, judged again with the player's owned copies of now. */
  get: (deckId: string, signal?: AbortSignal): Promise<Deck> =>
    api.get(`${decksPath}/${segment(deckId)}`, { parse: deckResponse.parse, signal }),

  /** A new deck ("New deck", no cards unless given). */
  create: ({ gameId, ...payload }: DeckGameQuery & CreateDeckPayload): Promise<Deck> =>
    api.post(decksPath, payload, { query: { gameId }, parse: deckResponse.parse }),

  /** Saves name and cards; the answer carries the server's judgement (`valid`, `reasons`). */
  save: (deckId: string, payload: UpdateDeckPayload): Promise<Deck> =>
    api.put(`${decksPath}/${segment(deckId)}`, payload, { parse: deckResponse.parse }),

  remove: (deckId: string): Promise<void> => api.delete(`${decksPath}/${segment(deckId)}`),

  /** A copy named "Copy of {name}". */
  copy: (deckId: string): Promise<Deck> =>
    api.post(`${decksPath}/${segment(deckId)}/copy`, {}, { parse: copyDeckResponse.parse }),

  /** The deck as a .ydk file's text or a ydke:// URL. */
  export: (deckId: string, format: 'ydk' | 'ydke'): Promise<DeckExportResponse> =>
    api.get(`${decksPath}/${segment(deckId)}/export`, { query: { format }, parse: deckExportResponse.parse }),

  /** A new deck from a .ydk file or a ydke:// URL, with the report of what was left out. */
  import: ({ gameId, ...payload }: DeckGameQuery & ImportDeckPayload): Promise<DeckImportResponse> =>
    api.post(`${decksPath}/import`, payload, { query: { gameId }, parse: deckImportResponse.parse }),
};
