import { useState } from 'react';
import styled from 'styled-components';
import { messages, type Card, type DeckCard } from '@progression/contracts';
import { CardImage } from '@progression/card-ui';
import { Button, CardsIcon, Dialog, Muted, RefreshIcon, Stack } from '@progression/ui';
import {
  handFrom,
  handSizes,
  shuffledMainDeck,
  type Random,
  type TurnOrder,
} from '../sample-hand/sample-hand';

const Hand = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface SampleHandDialogProps {
  cards: readonly DeckCard[];
  cardsById: Map<string, Card>;
  /** Where the shuffle's randomness comes from (a test passes its own). */
  random?: Random;
}

/**
 * A button that opens a sample opening hand of the main deck: five cards going first, six going second
 * (the same five and the next card), and Draw again for a new shuffle.
 */
export function SampleHandDialog({ cards, cardsById, random = Math.random }: SampleHandDialogProps) {
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState<TurnOrder>('first');
  const [deck, setDeck] = useState<string[]>([]);
  const hand = handFrom(deck, order);
  const onOpenChange = (opening: boolean) => {
    if (opening) setDeck(shuffledMainDeck(cards, random));
    setOpen(opening);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.deckTools.sampleHand}
      width={760}
      trigger={
        <Button variant="outlined" startIcon={<CardsIcon size="1em" />}>
          {messages.deckTools.sampleHand}
        </Button>
      }
    >
      <Stack $gap={3}>
        <Stack $direction="row" $gap={1} $wrap>
          <Stack $direction="row" $gap={1} $wrap role="group" aria-label={messages.deckTools.turnOrder}>
            {(['first', 'second'] as const).map((choice) => (
              <Button
                key={choice}
                variant={order === choice ? 'contained' : 'outlined'}
                aria-pressed={order === choice}
                onClick={() => setOrder(choice)}
              >
                {choice === 'first'
                  ? messages.deckTools.goingFirst(handSizes.first)
                  : messages.deckTools.goingSecond(handSizes.second)}
              </Button>
            ))}
          </Stack>
          <Button
            variant="text"
            startIcon={<RefreshIcon size="1em" />}
            disabled={deck.length === 0}
            onClick={() => setDeck(shuffledMainDeck(cards, random))}
          >
            {messages.deckTools.drawAgain}
          </Button>
        </Stack>
        {deck.length === 0 ? (
          <Muted>{messages.deckTools.emptyMainDeck}</Muted>
        ) : (
          <>
            {deck.length < handSizes[order] && <Muted>{messages.deckTools.shortMainDeck(deck.length)}</Muted>}
            <Hand aria-label={messages.deckTools.handLabel(hand.length)}>
              {hand.map((cardId, index) => {
                const card = cardsById.get(cardId);
                return (
                  <li key={`${index}:${cardId}`}>
                    {card ? <CardImage card={card} size="small" /> : <Muted>{cardId}</Muted>}
                  </li>
                );
              })}
            </Hand>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
