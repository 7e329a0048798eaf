import type { ModeWeek } from '@progression/contracts';
import { SetStack } from '@progression/card-ui';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  DeleteIcon,
  IconButton,
  Muted,
  PlusIcon,
  Select,
  Stack,
  Text,
} from '@progression/ui';
import styled from 'styled-components';
import { addWeekSet, removeWeek, removeWeekSet, setWeekSetPool, setWeekSetSets } from './mode-edits';
import type { ModeSectionProps } from './section-props';
import { WeekSetsDialog } from './WeekSetsDialog';
import { gamesTexts } from '@progression/contracts/texts/games';

const Row = styled.div`
  display: grid;
  grid-template-columns: 200px auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: center;
  padding: ${({ theme }) => theme.spacing(3, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
  &:last-child {
    border-bottom: none;
  }

  /* On a phone the pool takes its own line, so the set names keep the width to be read. */
  ${({ theme }) => `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const SetNames = styled.div`
  min-width: 0;
`;

/** One week: a row per pool with its sets (chosen with the set picker in edit mode). */
export function WeekCard({ mode, week, editing, onChange }: ModeSectionProps & { week: ModeWeek }) {
  const poolOptions = mode.cardPools.map((pool) => ({ value: pool.name, label: pool.name }));
  const canAddPool = mode.cardPools.some((pool) => !week.weekSets.some((ws) => ws.pool === pool.name));
  return (
    <Card aria-label={gamesTexts.week(week.week)}>
      <CardHeader
        title={gamesTexts.week(week.week)}
        titleLevel={3}
        action={
          editing && (
            <IconButton
              label={gamesTexts.removeWeek(week.week)}
              onClick={() => onChange(removeWeek(mode, week.week))}
            >
              <DeleteIcon />
            </IconButton>
          )
        }
      />
      <CardContent>
        {week.weekSets.length === 0 && <Muted>{gamesTexts.noPoolsInThisWeek}</Muted>}
        {week.weekSets.map((weekSet, index) => (
          <Row key={index}>
            {editing ? (
              <Select
                label={gamesTexts.weekPool(week.week, index + 1)}
                options={poolOptions}
                value={weekSet.pool}
                onValueChange={(pool) => onChange(setWeekSetPool(mode, week.week, index, pool))}
              />
            ) : (
              <Text weight="semibold">{weekSet.pool}</Text>
            )}
            {weekSet.sets.length > 0 ? <SetStack sets={weekSet.sets} scale={0.5} /> : <span />}
            <SetNames>
              {weekSet.sets.length === 0 ? (
                <Muted>{gamesTexts.noSetsChosen}</Muted>
              ) : (
                weekSet.sets.map((set) => (
                  <Text key={set.id} size="sm">
                    {set.setName} ({set.setCode})
                  </Text>
                ))
              )}
            </SetNames>
            {editing ? (
              <Stack $direction="row" $align="center">
                <WeekSetsDialog
                  title={gamesTexts.weekSetsOf(week.week, weekSet.pool)}
                  triggerLabel={gamesTexts.chooseSetsForWeek(week.week, weekSet.pool)}
                  value={weekSet.sets}
                  onChange={(sets) => onChange(setWeekSetSets(mode, week.week, index, sets))}
                />
                <IconButton
                  label={gamesTexts.removeFromWeek(weekSet.pool, week.week)}
                  size="small"
                  onClick={() => onChange(removeWeekSet(mode, week.week, index))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ) : (
              <span />
            )}
          </Row>
        ))}
      </CardContent>
      {editing && canAddPool && (
        <CardActions>
          <Button
            variant="text"
            size="small"
            startIcon={<PlusIcon />}
            onClick={() => onChange(addWeekSet(mode, week.week))}
          >
            {gamesTexts.addPoolToWeek(week.week)}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
