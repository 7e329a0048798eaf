import type { RarityPulls } from '@progression/contracts';
import { rarityName } from '@progression/card-ui';
import { Muted, Text } from '@progression/ui';
import styled from 'styled-components';
import { draftsTexts } from '@progression/contracts/texts/drafts';

const Chart = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(1, 3)};
  align-items: center;
  max-width: 640px;
`;

const Bars = styled.div`
  display: grid;
  gap: 2px;
`;

// Pulled is a filled bar, expected an outlined one: the two differ by more than their colour.
const Bar = styled.div<{ $share: number; $expected?: boolean }>`
  height: 12px;
  width: ${({ $share }) => Math.max($share * 100, 0.5)}%;
  border-radius: 2px;
  background: ${({ theme, $expected }) => ($expected ? 'transparent' : theme.palette.primary.main)};
  border: 2px ${({ $expected }) => ($expected ? 'dashed' : 'solid')}
    ${({ theme }) => theme.palette.primary.main};
`;

/**
 * A small bar chart of pulled (filled) against expected (dashed) per rarity. The table beside it holds
 * the same numbers for screen readers, so the chart is hidden from them.
 */
export function PullChart({ rarities }: { rarities: readonly RarityPulls[] }) {
  const largest = Math.max(1, ...rarities.flatMap((row) => [row.pulled, row.expected]));
  return (
    <div aria-hidden>
      <Muted>{draftsTexts.filledPulledDashedExpectedBy}</Muted>
      <Chart>
        {rarities.map((row) => (
          <div key={row.rarity} style={{ display: 'contents' }}>
            <Text size="sm">{rarityName(row.rarity)}</Text>
            <Bars>
              <Bar $share={row.pulled / largest} />
              <Bar $share={row.expected / largest} $expected />
            </Bars>
          </div>
        ))}
      </Chart>
    </div>
  );
}
