import { z } from 'zod';
import { deck, deckCard } from '../entities';
import { messages } from '../messages';
import { displayName, id } from '../primitives';

/** Longest deck name. */
export const maxDeckNameLength = 100;
/** Entries one deck may list: a full main (60) and extra (15) deck of different cards. */
export const maxDeckEntries = 75;

const deckName = displayName(maxDeckNameLength);
const deckCards = z
  .array(deckCard, { error: messages.errors.invalidField('cards') })
  .max(maxDeckEntries, { error: messages.decks.tooManyCardEntries(maxDeckEntries) });

/**
 * GET /rest/api/deck?gameId=: the caller's decks in the game, most recently updated first. The game's
 * admin may name a player (`playerId`, a player id of the game) to read that player's decks.
 */
export const decksQuery = z.object({ gameId: id, playerId: id.optional() });
export type DecksQuery = z.infer<typeof decksQuery>;
export const decksResponse = z.object({ decks: z.array(deck) });
export type DecksResponse = z.infer<typeof decksResponse>;

/**
 * The game a new deck goes into, in the query of POST /rest/api/deck and /import: who may add decks to it
 * is known before the body is read.
 */
export const deckGameQuery = z.object({ gameId: id });
export type DeckGameQuery = z.infer<typeof deckGameQuery>;

/** POST /rest/api/deck?gameId=: a new deck (defaults: "New deck", no cards); answers the stored deck. */
export const createDeckPayload = z.object(
  { name: deckName.optional(), cards: deckCards.optional() },
  { error: messages.errors.invalidRequest },
);
export type CreateDeckPayload = z.infer<typeof createDeckPayload>;

/** PUT /rest/api/deck/{id}: name and cards (the server recomputes `valid`); answers the stored deck. */
export const updateDeckPayload = z.object(
  { name: deckName, cards: deckCards },
  { error: messages.errors.invalidRequest },
);
export type UpdateDeckPayload = z.infer<typeof updateDeckPayload>;

export const deckResponse = deck;

/** At most this many decks per player per game. */
export const maxDecksPerGame = 50;

/** GET /rest/api/deck/{id}/export?format=ydk|ydke */
export const deckFileFormats = ['ydk', 'ydke'] as const;
export const deckFileFormat = z.enum(deckFileFormats);
export type DeckFileFormat = z.infer<typeof deckFileFormat>;
export const deckExportQuery = z.object({
  format: z.enum(deckFileFormats, { error: messages.errors.invalidField('format') }),
});
export type DeckExportQuery = z.infer<typeof deckExportQuery>;
/** The file's text (a .ydk file, or a ydke:// URL) and the name to save it under. */
export const deckExportResponse = z.object({
  format: deckFileFormat,
  fileName: z.string(),
  content: z.string(),
});
export type DeckExportResponse = z.infer<typeof deckExportResponse>;

/**
 * The forms a deck is imported from: a .ydk file, a YDKe URL, or a card list (`3x Dark Magician` lines,
 * as deck sites copy them).
 */
export const deckImportForms = ['ydk', 'ydke', 'list'] as const;
export const deckImportForm = z.enum(deckImportForms);
export type DeckImportForm = z.infer<typeof deckImportForm>;

const ydkeStart = /ydke:\/\//i;
// A .ydk file's structure: a section line, or the "#created by" line simulators write first.
const ydkStructure = /^\s*(?:(?:#main|#extra|!side)\s*$|#created by\b)/im;

/**
 * Which form a pasted deck is in, read the same in the browser and on the server. A YDKe URL anywhere
 * wins (a card list or a chat message holding one is that URL); then a .ydk file's section lines; any
 * other text is a card list.
 */
export function deckTextForm(text: string): DeckImportForm {
  if (ydkeStart.test(text)) return 'ydke';
  if (ydkStructure.test(text)) return 'ydk';
  return 'list';
}

/**
 * POST /rest/api/deck/import?gameId= with one of: `text`, a pasted deck in any form (read by
 * `deckTextForm`), a .ydk file's text (`ydk`) or a YDKe URL (`ydke`).
 */
const deckFileText = z
  .string({ error: messages.decks.notADeckFile })
  .min(1, { error: messages.decks.notADeckFile })
  .max(20_000, { error: messages.decks.notADeckFile });
const pastedDeck = z
  .string({ error: messages.decks.notADeck })
  .max(20_000, { error: messages.decks.notADeck })
  .refine((text) => text.trim() !== '', { error: messages.decks.notADeck });
export const importDeckFields = z.object(
  {
    name: deckName,
    text: pastedDeck.optional(),
    ydk: deckFileText.optional(),
    ydke: deckFileText.optional(),
  },
  { error: messages.errors.invalidRequest },
);
/** Exactly one of `text`, `ydk` and `ydke` is given. */
export const hasOneDeckFile = (payload: { text?: string; ydk?: string; ydke?: string }) =>
  [payload.text, payload.ydk, payload.ydke].filter((field) => field !== undefined).length === 1;
export const importDeckPayload = importDeckFields.refine(hasOneDeckFile, {
  error: messages.decks.notADeck,
  path: ['text'],
});
export type ImportDeckPayload = z.infer<typeof importDeckPayload>;

/**
 * What an import left out: passcodes the catalog does not know, card names it does not know (a card
 * list), and copies the player does not own.
 */
export const deckImportReport = z.object({
  unknownPasscodes: z.array(z.number().int()),
  /** A card list's names no card has, as written (skills and tokens too: no deck holds them). */
  unknownNames: z.array(z.string()),
  notOwned: z.array(
    z.object({ cardId: id, name: z.string(), requested: z.number().int(), imported: z.number().int() }),
  ),
  /** Side deck cards are not part of a league deck. */
  sideDeckCards: z.number().int().min(0),
});
export type DeckImportReport = z.infer<typeof deckImportReport>;
/** The new deck, what was left out, and the form the deck was read as. */
export const deckImportResponse = z.object({ deck, report: deckImportReport, form: deckImportForm });
export type DeckImportResponse = z.infer<typeof deckImportResponse>;

/** POST /rest/api/deck/{id}/copy: a copy named "Copy of {name}", answers the new deck. */
export const copyDeckResponse = deck;
