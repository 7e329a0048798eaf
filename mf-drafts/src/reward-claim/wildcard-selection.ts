import { messages, wildcardClaim, wildcardCopies } from '@progression/contracts';

/**
 * Picking a card: a picked card is put back; a third different card is refused with the spec's message
 * (the selection stays as it was).
 */
export function toggleWildcardCard(
  selected: readonly string[],
  cardId: string,
): { selected: readonly string[]; error?: string } {
  if (selected.includes(cardId)) return { selected: selected.filter((id) => id !== cardId) };
  if (selected.length >= wildcardClaim.maxCards)
    return { selected, error: messages.drafts.wildcardTooManyCards };
  return { selected: [...selected, cardId] };
}

/** What the selection so far gives: "1 selected: 3 copies", "2 selected: 1 copy each". */
export const selectionText = (selectedCards: number, quantity = 1): string =>
  messages.drafts.wildcardSelection(selectedCards, wildcardCopies(selectedCards) * quantity);

/** What the claim gives: "3 copies" of one card, "1 copy" each of two. */
export function copiesText(selectedCards: number, quantity = 1): string {
  const copies = wildcardCopies(selectedCards) * quantity;
  return `${copies} ${copies === 1 ? 'copy' : 'copies'}`;
}
