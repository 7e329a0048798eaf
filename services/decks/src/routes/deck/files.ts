import type Router from '@koa/router';
import {
  deckTextForm,
  maxDeckCardQuantity,
  maxDeckEntries,
  messages,
  type Card,
  type DeckCard,
  type DeckExportResponse,
  type DeckImportForm,
  type DeckImportReport,
  type DeckImportResponse,
} from '@progression/contracts';
import { BadRequest, currentUser, NotFound } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { fromCardList, type CardList } from '../../domain/card-list';
import { DeckFileError, fromYdk, fromYdke, toYdk, toYdke, type DeckPasscodes } from '../../domain/deck-files';
import { Deck, type DeckRecord } from '../../models/deck';
import { presentDeck } from '../../models/deck.presenter';
import { policies } from '../../policies';
import { cardsByIds } from '../../domain/card-cache';
import { namesToLookUp, requestedByName, requestedByPasscode } from '../../domain/import-cards';
import { judgeDecks } from '../../domain/deck-check';
import { createWithinLimit } from '../../domain/deck-store';
import { ownedCounts } from '../../domain/owned-counts';
import { deckGame, type callerInGame } from './game-of';
import { deckGameOf, exportDeck, importDeck } from './schema';

/** Longest name asked of the catalog (the catalog's limit; no card's name comes near it). */
const maxCardNameLength = 200;

/** `GET /rest/api/deck/{id}/export?format=ydk|ydke` and `POST /rest/api/deck/import`. */
export function deckFileRoutes(
  router: Router,
  clients: Clients,
  inGame: ReturnType<typeof callerInGame>,
): void {
  router.post('/import', deckGameOf, inGame, importDeck, async (ctx) => {
    const body = importDeck.input(ctx).body;
    const user = currentUser(ctx);
    const { game, caller } = inGame.of(ctx);
    const read = readDeck(body);
    const { requested, unknownPasscodes, unknownNames } = await requestedCards(clients, read);
    const owned = await ownedCounts(
      game.id,
      caller.id,
      requested.map((card) => card.cardId),
    );
    const notOwned: DeckImportReport['notOwned'] = [];
    const cards: DeckCard[] = [];
    for (const { cardId, name, quantity, zone } of requested) {
      const imported = Math.min(quantity, owned.get(cardId) ?? 0, maxDeckCardQuantity);
      if (imported < quantity) notOwned.push({ cardId, name, requested: quantity, imported });
      if (imported > 0) cards.push({ cardId, quantity: imported, zone });
    }
    if (cards.length > maxDeckEntries) {
      throw new BadRequest(messages.decks.tooManyCardEntries(maxDeckEntries), read.field);
    }
    const [validity] = await judgeDecks(clients, { game, playerId: caller.id }, [cards]);
    const deck = await createWithinLimit({
      gameId: game.id,
      playerId: caller.id,
      userId: user.id,
      name: body.name,
      cards,
      ...validity,
    });
    const report: DeckImportReport = {
      unknownPasscodes,
      unknownNames,
      notOwned,
      sideDeckCards: read.sideDeckCards,
    };
    const answer: DeckImportResponse = { deck: presentDeck(deck), report, form: read.form };
    ctx.status = 201;
    ctx.body = answer;
  });

  router.get('/:id/export', exportDeck, async (ctx) => {
    const { params, query } = exportDeck.input(ctx);
    const deck = await Deck.findById(params.id).lean();
    if (!deck) throw new NotFound(messages.decks.deckNotFound);
    if (deck.userId !== currentUser(ctx).id) {
      const { players } = await deckGame(clients, deck.gameId);
      policies.assertMayRead(currentUser(ctx), deck, players);
    }
    const passcodes = deckPasscodes(deck);
    const answer: DeckExportResponse =
      query.format === 'ydk'
        ? { format: 'ydk', fileName: `${fileBaseName(deck.name)}.ydk`, content: toYdk(passcodes) }
        : { format: 'ydke', fileName: `${fileBaseName(deck.name)}.txt`, content: toYdke(passcodes) };
    ctx.body = answer;
  });
}

/** A deck as read, whichever form it came in, and the body field it came in (errors name it). */
type ReadDeck = { field: 'text' | 'ydk' | 'ydke'; form: DeckImportForm; sideDeckCards: number } & (
  { passcodes: DeckPasscodes } | { list: CardList }
);

/** Reads the body's deck: `text` in the form `deckTextForm` tells, `ydk` and `ydke` as named. */
function readDeck(body: { text?: string; ydk?: string; ydke?: string }): ReadDeck {
  const [field, text, form] =
    body.text !== undefined
      ? (['text', body.text, deckTextForm(body.text)] as const)
      : body.ydk !== undefined
        ? (['ydk', body.ydk, 'ydk'] as const)
        : (['ydke', body.ydke ?? '', 'ydke'] as const);
  const notADeck = field === 'text' ? messages.decks.notADeck : messages.decks.notADeckFile;
  if (form === 'list') {
    const list = fromCardList(text);
    if (list.cards.length === 0 && list.sideDeckCards === 0) throw new BadRequest(notADeck, field);
    // More different names than two full decks' worth is no deck: refused before any lookup.
    if (namesToLookUp(list).length > 2 * maxDeckEntries) {
      throw new BadRequest(messages.decks.tooManyCardEntries(maxDeckEntries), field);
    }
    return { field, form, sideDeckCards: list.sideDeckCards, list };
  }
  try {
    const passcodes = form === 'ydk' ? fromYdk(text) : fromYdke(text);
    return { field, form, sideDeckCards: passcodes.side.length, passcodes };
  } catch (error) {
    if (error instanceof DeckFileError) throw new BadRequest(error.reason ?? notADeck, field);
    throw error;
  }
}

/** What the deck asks for, by card, and what the catalog does not know (passcodes or names). */
async function requestedCards(clients: Clients, read: ReadDeck) {
  if ('passcodes' in read) {
    const { main, extra } = read.passcodes;
    const known = await cardsByIds(clients.catalog, [...main, ...extra].map(String));
    return { ...requestedByPasscode(read.passcodes, known), unknownNames: [] };
  }
  // Names too long to be a card's are not asked for: they are reported as not found.
  const names = namesToLookUp(read.list).filter((name) => name.length <= maxCardNameLength);
  const named = names.length > 0 ? await clients.catalog.cardsByName(names) : new Map<string, Card>();
  return { ...requestedByName(read.list, named), unknownPasscodes: [] };
}

/** The deck as passcode lists, one passcode per copy; a league deck has no side deck. */
function deckPasscodes(deck: DeckRecord): DeckPasscodes {
  const section = (zone: DeckCard['zone']) =>
    deck.cards
      .filter((card) => card.zone === zone)
      .flatMap((card) => Array.from({ length: card.quantity }, () => Number(card.cardId)));
  return { main: section('MAIN_DECK'), extra: section('EXTRA_DECK'), side: [] };
}

/** A deck name as a file name: characters file systems refuse are replaced. */
function fileBaseName(name: string): string {
  return name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'deck';
}
