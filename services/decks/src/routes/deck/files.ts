import type Router from '@koa/router';
import {
  maxDeckCardQuantity,
  maxDeckEntries,
  messages,
  type Card,
  type DeckCard,
  type DeckExportResponse,
  type DeckImportReport,
} from '@progression/contracts';
import { BadRequest, currentUser, NotFound } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { zoneOfCard } from '../../domain/card-zone';
import { DeckFileError, fromYdk, fromYdke, toYdk, toYdke, type DeckPasscodes } from '../../domain/deck-files';
import { Deck, type DeckRecord } from '../../models/deck';
import { presentDeck } from '../../models/deck.presenter';
import { policies } from '../../policies';
import { cardsByIds } from '../../domain/card-cache';
import { judgeDecks } from '../../domain/deck-check';
import { createWithinLimit } from '../../domain/deck-store';
import { ownedCounts } from '../../domain/owned-counts';
import { deckGame, type callerInGame } from './game-of';
import { deckGameOf, exportDeck, importDeck } from './schema';

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
    const passcodes = readDeckFile(body);
    const known = await cardsByIds(clients.catalog, [...passcodes.main, ...passcodes.extra].map(String));
    const { requested, unknownPasscodes } = requestedCards(passcodes, known);
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
      throw new BadRequest(messages.decks.tooManyCardEntries(maxDeckEntries), body.ydk ? 'ydk' : 'ydke');
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
    const report: DeckImportReport = { unknownPasscodes, notOwned, sideDeckCards: passcodes.side.length };
    ctx.status = 201;
    ctx.body = { deck: presentDeck(deck), report };
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

function readDeckFile(body: { ydk?: string; ydke?: string }): DeckPasscodes {
  try {
    return body.ydk !== undefined ? fromYdk(body.ydk) : fromYdke(body.ydke ?? '');
  } catch (error) {
    if (error instanceof DeckFileError) {
      throw new BadRequest(messages.decks.notADeckFile, body.ydk !== undefined ? 'ydk' : 'ydke');
    }
    throw error;
  }
}

interface RequestedCard extends DeckCard {
  name: string;
}

/**
 * The copies a file asks for, per card (an alternate art's passcode counts for its card) in the zone its
 * type plays in, and the passcodes the catalog does not know or no deck can hold (skills, tokens).
 */
function requestedCards(passcodes: DeckPasscodes, known: Map<string, Card>) {
  const requested = new Map<string, RequestedCard>();
  const unknownPasscodes: number[] = [];
  for (const passcode of [...passcodes.main, ...passcodes.extra]) {
    const card = known.get(String(passcode));
    const zone = card && zoneOfCard(card);
    if (!card || !zone) {
      if (!unknownPasscodes.includes(passcode)) unknownPasscodes.push(passcode);
      continue;
    }
    const seen = requested.get(card.id);
    if (seen) seen.quantity += 1;
    else requested.set(card.id, { cardId: card.id, name: card.name, quantity: 1, zone });
  }
  return { requested: [...requested.values()], unknownPasscodes };
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
