import type { CardSetSummary } from '@progression/contracts';
import { SetStack } from '@progression/card-ui';
import { Muted, Text } from '@progression/ui';
import styled from 'styled-components';
import { draftsTexts } from '@progression/contracts/texts/drafts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** Packs per set as set stacks with their counts ("3 x Legend of Blue Eyes White Dragon"). */
export function SetCounts({ counts }: { counts: ReadonlyArray<{ set: CardSetSummary; count: number }> }) {
  return (
    <List aria-label={draftsTexts.packsPerSet}>
      {counts.map(({ set, count }) => (
        <Item key={set.id} aria-label={`${count} x ${set.setName}`}>
          <SetStack sets={Array.from({ length: Math.min(count, 3) }, () => set)} scale={0.8} />
          <div aria-hidden>
            <Text weight="semibold">{count} x</Text>
            <Text>{set.setName}</Text>
            <Muted>{set.setCode}</Muted>
          </div>
        </Item>
      ))}
    </List>
  );
}
