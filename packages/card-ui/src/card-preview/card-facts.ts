import { messages, type Card, type EquivalentRarity } from '@progression/contracts';
import { cardSummary } from '../card-text/type-line';
import { rarityName } from '../rarity/RarityChip';

/** What a page knows about a card beside its data: each part is shown in the preview when known. */
export interface CardFacts {
  rarity?: EquivalentRarity;
  /** Copies the player owns. */
  owned?: number;
  /** Copies the week's banlist allows: 0 forbidden, 1 limited, 2 semi-limited, 'unlimited'. */
  limit?: number | 'unlimited';
  /** Not owned before this opening. */
  isNew?: boolean;
}

/** The banlist status of a limit, e.g. 1 -> "Limited"; undefined when the page does not know it. */
export function banlistStatus(limit: CardFacts['limit']): string | undefined {
  if (limit === undefined) return undefined;
  if (limit === 'unlimited') return messages.cards.unlimited;
  return [messages.banlists.forbidden, messages.banlists.limited, messages.banlists.semiLimited][limit];
}

/** The preview as one plain text, for assistive technology: name, game data, facts, then the card text. */
export function cardPreviewText(card: Card, facts: CardFacts = {}): string {
  const parts = [card.name];
  if (card.yugiohMetaData) parts.push(cardSummary(card.yugiohMetaData));
  if (facts.isNew) parts.push(messages.cards.newCard);
  if (facts.rarity) parts.push(rarityName(facts.rarity));
  if (facts.owned !== undefined) parts.push(messages.cards.owned(facts.owned));
  const status = banlistStatus(facts.limit);
  if (status) parts.push(status);
  if (card.description.trim()) parts.push(card.description.trim());
  return parts.join('. ');
}
