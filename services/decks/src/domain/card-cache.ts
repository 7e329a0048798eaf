import type { Card } from '@progression/contracts';
import type { CatalogClient } from '../clients/catalog';

/** How long a card read from the catalog is kept: card data changes only when the catalog is imported. */
const cacheMs = 10 * 60_000;
const cache = new Map<string, { card: Card; until: number }>();

/**
 * The catalog's card for each id (a card's own id or any of its artworks' passcodes); ids the catalog does
 * not know are missing from the answer. Cards are kept in memory for a while, so a save of a deck asks the
 * catalog only for cards it has not seen lately (the save bench's hot path).
 */
export async function cardsByIds(catalog: CatalogClient, ids: string[]): Promise<Map<string, Card>> {
  const found = new Map<string, Card>();
  const now = Date.now();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const hit = cache.get(id);
    if (hit && hit.until > now) found.set(id, hit.card);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const cards = await catalog.cards(missing);
  const byPasscode = new Map<string, Card>();
  for (const card of cards) {
    for (const artworkId of card.artworkIds) byPasscode.set(artworkId, card);
    byPasscode.set(card.id, card);
  }
  for (const id of missing) {
    const card = byPasscode.get(id);
    if (!card) continue;
    found.set(id, card);
    cache.set(id, { card, until: now + cacheMs });
  }
  return found;
}

/** Forgets every kept card (tests that change the catalog between cases). */
export function forgetCards(): void {
  cache.clear();
}
