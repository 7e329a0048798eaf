import { formatDate, labels, type ProgressionMode, texts } from '@progression/contracts';
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
  { id: 'stage', header: texts.games.stageColumn, cell: (step) => step.index + 1, width: '64px' },
  { id: 'packs', header: texts.games.packsColumn, cell: (step) => step.numPacks },
  { id: 'pool', header: texts.games.poolColumn, cell: (step) => step.pool },
  {
    id: 'behaviour',
    header: texts.games.draftBehaviourColumn,
    cell: (step) => labels.draftBehaviour[step.draftBehaviour],
  },
  {
    id: 'rarity',
    header: texts.games.rarityDistributionColumn,
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
    <Card aria-label={texts.games.overviewOf(mode.name)}>
      <CardHeader
        avatar={<ModeIcon name={mode.name} />}
        title={mode.name}
        subheader={texts.games.weeksCreatedOn(mode.weeks.length, formatDate(mode.created))}
      />
      <CardContent>
        <Stack $gap={6}>
          <Section title={texts.games.draftConfiguration} level={3}>
            <Table
              columns={stepColumns}
              rows={steps}
              rowKey={(step) => step.index}
              emptyText={texts.games.noDraftSteps}
            />
          </Section>
          <Section title={texts.games.draftPacksPerWeek} level={3}>
            {mode.weeks.map((week) => (
              <Stack key={week.week} $gap={1}>
                <Text weight="semibold">{texts.games.week(week.week)}</Text>
                {week.weekSets.map((weekSet, index) => (
                  <WeekRow key={index}>
                    {weekSet.sets.length > 0 && <SetStack sets={weekSet.sets} scale={0.45} />}
                    <div>
                      <Muted>{weekSet.pool}</Muted>
                      <Text size="sm">
                        {weekSet.sets.length === 0
                          ? texts.games.noSets
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
