import type { GamePlan } from '@progression/contracts';
import { cardSetTypeDisplayNames } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { SetStack } from '@progression/card-ui';
import { Card, CardContent, CardHeader, Grid, Muted, Section, Stack, Text } from '@progression/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  grid-template-columns: 160px auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: center;
  padding: ${({ theme }) => theme.spacing(2, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
  &:last-child {
    border-bottom: none;
  }

  /* On a phone the pool takes its own line, so the set names keep the width to be read. */
  ${({ theme }) => `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`} {
    grid-template-columns: auto minmax(0, 1fr);
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

/** Each week of the plan: per pool, the sets it opens. The game's active week is marked. */
export function PlanWeeks({ plan, activeWeek }: { plan: GamePlan; activeWeek: number }) {
  return (
    <Section title={gamesTexts.weeks}>
      <Grid $columns={{ xs: 1, lg: 2 }}>
        {plan.weeks.map((week) => (
          <Card key={week.week} aria-label={gamesTexts.week(week.week)}>
            <CardHeader
              title={gamesTexts.week(week.week)}
              subheader={week.week === activeWeek ? gamesTexts.thisWeek : undefined}
              titleLevel={3}
            />
            <CardContent>
              {week.weekSets.length === 0 && <Muted>{gamesTexts.noSetsThisWeek}</Muted>}
              {week.weekSets.map((weekSet) => (
                <Row key={weekSet.pool}>
                  <Text weight="semibold">{weekSet.pool}</Text>
                  {weekSet.sets.length > 0 ? <SetStack sets={weekSet.sets} scale={0.6} /> : <span />}
                  <Stack $gap={0}>
                    {weekSet.sets.length === 0 && <Muted>{gamesTexts.noSets}</Muted>}
                    {weekSet.sets.map((set) => (
                      <Text key={set.id} size="sm">
                        {set.setName} ({set.setCode}), {cardSetTypeDisplayNames[set.type]}
                      </Text>
                    ))}
                  </Stack>
                </Row>
              ))}
            </CardContent>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
