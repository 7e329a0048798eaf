import { deckClassificationOf, type Card, type DeckZone } from '@progression/contracts';

/**
 * The zone a card plays in, decided by its type: Fusion, Synchro, Xyz and Link monsters (pendulum variants
 * too) go to the extra deck, every other monster, spell and trap to the main deck. Skills, tokens and
 * cards the catalog cannot classify play in no deck (undefined).
 */
export function zoneOfCard(card: Pick<Card, 'yugiohMetaData'>): DeckZone | undefined {
  if (!card.yugiohMetaData) return undefined;
  const zone = deckClassificationOf(card.yugiohMetaData.type);
  return zone === 'OTHER' ? undefined : zone;
}
