import { formatDate, labels, type ProgressionMode } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { SetStack } from '@progression/card-ui';
import {
  Card,
  CardContent,
  CardHeader,
  Muted,
  Section,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@progression/ui';
import styled from 'styled-components';
import { ModeIcon } from '../modes/ModeIcon';

type Step = ProgressionMode['draftConfig']['steps'][number] & { index: number };

const stepColumns: TableColumn<Step>[] = [
  { id: 'stage', header: gamesTexts.stageColumn, cell: (step) => step.index + 1, width: '64px' },
  { id: 'packs', header: gamesTexts.packsColumn, cell: (step) => step.numPacks },
  { id: 'pool', header: gamesTexts.poolColumn, cell: (step) => step.pool },
  {
    id: 'behaviour',
    header: gamesTexts.draftBehaviourColumn,
    cell: (step) => labels.draftBehaviour[step.draftBehaviour],
  },
  {
    id: 'rarity',
    header: gamesTexts.rarityDistributionColumn,
    cell: (step) => labels.rarityDistribution[step.rarityDistribution],
  },
];

const WeekRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(2, 0)};
`;

/** What a game from this mode plays: the draft configuration and each week's draft packs with their sets. */
export function ModeOverview({ mode }: { mode: ProgressionMode }) {
  const steps = mode.draftConfig.steps.map((step, index) => ({ ...step, index }));
  return (
    <Card aria-label={gamesTexts.overviewOf(mode.name)}>
      <CardHeader
        avatar={<ModeIcon name={mode.name} />}
        title={mode.name}
        subheader={gamesTexts.weeksCreatedOn(mode.weeks.length, formatDate(mode.created))}
      />
      <CardContent>
        <Stack $gap={6}>
          <Section title={gamesTexts.draftConfiguration} level={3}>
            <Table
              columns={stepColumns}
              rows={steps}
              rowKey={(step) => step.index}
              emptyText={gamesTexts.noDraftSteps}
            />
          </Section>
          <Section title={gamesTexts.draftPacksPerWeek} level={3}>
            {mode.weeks.map((week) => (
              <Stack key={week.week} $gap={1}>
                <Text weight="semibold">{gamesTexts.week(week.week)}</Text>
                {week.weekSets.map((weekSet, index) => (
                  <WeekRow key={index}>
                    {weekSet.sets.length > 0 && <SetStack sets={weekSet.sets} scale={0.45} />}
                    <div>
                      <Muted>{weekSet.pool}</Muted>
                      <Text size="sm">
                        {weekSet.sets.length === 0
                          ? gamesTexts.noSets
                          : weekSet.sets.map((set) => `${set.setName} (${set.setCode})`).join(', ')}
                      </Text>
                    </div>
                  </WeekRow>
                ))}
              </Stack>
            ))}
          </Section>
        </Stack>
      </CardContent>
    </Card>
  );
}
