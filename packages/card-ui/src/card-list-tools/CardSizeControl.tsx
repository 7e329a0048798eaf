import styled from 'styled-components';
import { cardGridSizes, messages } from '@progression/contracts';
import { useCardSize } from '@progression/platform';
import { Button } from '@progression/ui';

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/**
 * The size of the cards in card grids (Small, Medium, Large): one press, remembered on this device for every
 * grid. The chosen size is the pressed button.
 */
export function CardSizeControl({ className }: { className?: string }) {
  const [size, setSize] = useCardSize();
  return (
    <Group role="group" aria-label={messages.cards.cardSize} className={className}>
      {cardGridSizes.map((option) => (
        <Button
          key={option}
          size="small"
          variant={option === size ? 'contained' : 'outlined'}
          aria-pressed={option === size}
          onClick={() => setSize(option)}
        >
          {messages.cards.cardSizes[option]}
        </Button>
      ))}
    </Group>
  );
}
