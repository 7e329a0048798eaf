import { useState } from 'react';
import styled from 'styled-components';
import { cardKindOf, type Card, type DeckCard } from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import { Checkbox, Muted, Text } from '@progression/ui';
import { openingOdds } from '../stats/opening-odds';
import { sectionSize } from './deck-cards';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: ${({ theme }) => theme.spacing(0.5, 3)};
  margin: 0;

  dd {
    margin: 0;
  }
`;

const Marks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 220px;
  overflow-y: auto;
`;

const kindNames = { MONSTER: 'Monsters', SPELL: 'Spells', TRAP: 'Traps', SKILL: 'Skills', TOKEN: 'Tokens' };
const percent = (chance: number) => `${(chance * 100).toFixed(1)}%`;

/**
 * The deck's numbers: counts by card type, and the odds of opening with at least one card of a group the
 * player marks (hypergeometric over the main deck: 5 cards going first, 6 going second).
 */
export function DeckStats({ cards, cardsById }: { cards: DeckCard[]; cardsById: Map<string, Card> }) {
  const [marked, setMarked] = useState<Set<string>>(new Set());
  const main = cards.filter((entry) => entry.zone === 'MAIN_DECK');
  const counts = new Map<string, number>();
  for (const entry of main) {
    const type = cardsById.get(entry.cardId)?.yugiohMetaData?.type;
    const kind = type ? kindNames[cardKindOf(type)] : 'Unknown';
    counts.set(kind, (counts.get(kind) ?? 0) + entry.quantity);
  }
  const deckSize = sectionSize(cards, 'MAIN_DECK');
  const hits = main
    .filter((entry) => marked.has(entry.cardId))
    .reduce((sum, entry) => sum + entry.quantity, 0);
  const odds = openingOdds(deckSize, hits);
  const toggle = (cardId: string) =>
    setMarked((current) => {
      const next = new Set(current);
      if (next.has(cardId)) next.delete(cardId);
      else next.add(cardId);
      return next;
    });
  return (
    <Panel aria-label={decksTexts.deckStatistics}>
      <Text weight="semibold">{decksTexts.statistics}</Text>
      <Counts aria-label={decksTexts.mainDeckByCardType}>
        {[...counts].map(([kind, count]) => (
          <div key={kind} style={{ display: 'contents' }}>
            <dt>{kind}</dt>
            <dd>{count}</dd>
          </div>
        ))}
        <dt>{decksTexts.extraDeck}</dt>
        <dd>{sectionSize(cards, 'EXTRA_DECK')}</dd>
      </Counts>
      <Text weight="semibold">{decksTexts.openingOdds}</Text>
      <Muted>{decksTexts.markTheCardsOfA}</Muted>
      <Marks aria-label={decksTexts.cardsToMark}>
        {main.map((entry) => (
          <li key={entry.cardId}>
            <Checkbox
              label={`${cardsById.get(entry.cardId)?.name ?? entry.cardId} x${entry.quantity}`}
              checked={marked.has(entry.cardId)}
              onCheckedChange={() => toggle(entry.cardId)}
            />
          </li>
        ))}
      </Marks>
      <Text aria-live="polite">
        {hits === 0
          ? decksTexts.noCardMarked
          : decksTexts.ofCardsMarkedGoingFirst(
              hits,
              deckSize,
              percent(odds.firstPlayer),
              percent(odds.secondPlayer),
            )}
      </Text>
    </Panel>
  );
}
