import { labels, type DraftStep, type Game, texts } from '@progression/contracts';
import { shopLimitText } from '../mode-page/shop-limits';
import { useGamePlan } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { Grid, Muted, Page, Section, Stack, Table, Text, type TableColumn } from '@progression/ui';
import { PlanWeeks } from './PlanWeeks';

type StepRow = DraftStep & { index: number };

const stepColumns: TableColumn<StepRow>[] = [
  { id: 'step', header: texts.games.stepColumn, cell: (row) => row.index + 1, width: '64px' },
  { id: 'packs', header: texts.games.packsColumn, cell: (row) => row.numPacks },
  { id: 'pool', header: texts.games.poolColumn, cell: (row) => row.pool },
  {
    id: 'behaviour',
    header: texts.games.draftBehaviourColumn,
    cell: (row) => labels.draftBehaviour[row.draftBehaviour],
  },
  {
    id: 'rarity',
    header: texts.games.rarityDistributionColumn,
    cell: (row) => labels.rarityDistribution[row.rarityDistribution],
  },
  {
    id: 'limits',
    header: texts.games.shopLimitsColumn,
    cell: (row) =>
      row.maxPackRules?.length ? row.maxPackRules.map(shopLimitText).join('; ') : texts.games.noShopLimits,
  },
];

/** /games/game/{id}/packs: the game's plan, read-only, for every player of the game. */
export function PacksPage({ game }: { game: Game }) {
  const plan = useGamePlan(game.id);
  return (
    <Page title={texts.games.packs} subtitle={texts.games.thePlanOfWeeksPools(game.name)}>
      <QueryState query={plan} what={texts.games.theGameSPlan}>
        {(found) => (
          <>
            <PlanWeeks plan={found} activeWeek={game.activeWeek} />
            <Section title={texts.games.cardPools} panel>
              <Stack $direction="row" $gap={6}>
                {found.cardPools.map((pool) => (
                  <Stack key={pool.name} $gap={0}>
                    <Text weight="semibold">{pool.name}</Text>
                    <Muted>{labels.cardPoolType[pool.type]}</Muted>
                  </Stack>
                ))}
              </Stack>
            </Section>
            <Section title={texts.games.draftConfiguration} panel>
              <Table
                caption={texts.games.draftSteps}
                columns={stepColumns}
                rows={found.draftConfig.steps.map((step, index) => ({ ...step, index }))}
                rowKey={(row) => row.index}
                emptyText={texts.games.noDraftSteps}
              />
            </Section>
            <Section title={texts.games.banlistConfiguration} panel>
              <Grid $columns={{ xs: 1, md: 3 }}>
                {(
                  [
                    [texts.games.baseBanlist, labels.banlistFormat[found.banlistConfig.banlistTemplate]],
                    [
                      texts.games.banlistBehaviour,
                      labels.banlistBehaviour[found.banlistConfig.banlistBehaviour],
                    ],
                    [
                      texts.games.versionSelectionBehaviour,
                      labels.banlistSelectionBehaviour[found.banlistConfig.banlistSelectionBehaviour],
                    ],
                  ] as const
                ).map(([label, value]) => (
                  <Stack key={label} $gap={1}>
                    <Muted>{label}</Muted>
                    <Text weight="semibold">{value}</Text>
                  </Stack>
                ))}
              </Grid>
            </Section>
          </>
        )}
      </QueryState>
    </Page>
  );
}
