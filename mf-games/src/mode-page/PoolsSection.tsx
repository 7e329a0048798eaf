import { cardPoolTypes, labels, type CardPool } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { Button, Chip, PlusIcon, Section, Select, Stack } from '@progression/ui';
import styled from 'styled-components';
import { addPool, renamePool, setPoolType } from './mode-edits';
import { PoolNameField } from './PoolNameField';
import type { ModeSectionProps } from './section-props';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 200px;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;
`;

const typeOptions = cardPoolTypes.map((type) => ({ value: type, label: labels.cardPoolType[type] }));

/** The mode's card pools: named, Standard or Reward; renamed or created in edit mode. */
export function PoolsSection({ mode, editing, onChange }: ModeSectionProps) {
  if (!editing)
    return (
      <Section title={gamesTexts.cardPools} panel>
        <Stack $direction="row" $gap={2} $wrap>
          {mode.cardPools.map((pool) => (
            <Chip
              key={pool.name}
              label={`${pool.name} · ${labels.cardPoolType[pool.type]}`}
              color={pool.type === 'REWARD' ? 'secondary' : 'primary'}
            />
          ))}
        </Stack>
      </Section>
    );
  return (
    <Section
      title={gamesTexts.cardPools}
      panel
      actions={
        <Button
          variant="outlined"
          size="small"
          startIcon={<PlusIcon />}
          onClick={() => onChange(addPool(mode))}
        >
          {gamesTexts.addPool}
        </Button>
      }
    >
      <Stack $gap={3}>
        {mode.cardPools.map((pool, index) => (
          <Row key={index}>
            <PoolNameField
              pools={mode.cardPools}
              index={index}
              onRename={(name) => onChange(renamePool(mode, index, name))}
            />
            <Select
              label={gamesTexts.poolType(index + 1)}
              options={typeOptions}
              value={pool.type}
              onValueChange={(type) => onChange(setPoolType(mode, index, type as CardPool['type']))}
            />
          </Row>
        ))}
      </Stack>
    </Section>
  );
}
