import { labels, type DraftStep, type Game } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { shopLimitText } from '../mode-page/shop-limits';
import { useGamePlan } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { Grid, Muted, Page, Section, Stack, Table, Text, type TableColumn } from '@progression/ui';
import { PlanWeeks } from './PlanWeeks';

type StepRow = DraftStep & { index: number };

const stepColumns: TableColumn<StepRow>[] = [
  { id: 'step', header: gamesTexts.stepColumn, cell: (row) => row.index + 1, width: '64px' },
  { id: 'packs', header: gamesTexts.packsColumn, cell: (row) => row.numPacks },
  { id: 'pool', header: gamesTexts.poolColumn, cell: (row) => row.pool },
  {
    id: 'behaviour',
    header: gamesTexts.draftBehaviourColumn,
    cell: (row) => labels.draftBehaviour[row.draftBehaviour],
  },
  {
    id: 'rarity',
    header: gamesTexts.rarityDistributionColumn,
    cell: (row) => labels.rarityDistribution[row.rarityDistribution],
  },
  {
    id: 'limits',
    header: gamesTexts.shopLimitsColumn,
    cell: (row) =>
      row.maxPackRules?.length ? row.maxPackRules.map(shopLimitText).join('; ') : gamesTexts.noShopLimits,
  },
];

/** /games/game/{id}/packs: the game's plan, read-only, for every player of the game. */
export function PacksPage({ game }: { game: Game }) {
  const plan = useGamePlan(game.id);
  return (
    <Page title={gamesTexts.packs} subtitle={gamesTexts.thePlanOfWeeksPools(game.name)}>
      <QueryState query={plan} what={gamesTexts.theGameSPlan}>
        {(found) => (
          <>
            <PlanWeeks plan={found} activeWeek={game.activeWeek} />
            <Section title={gamesTexts.cardPools} panel>
              <Stack $direction="row" $gap={6}>
                {found.cardPools.map((pool) => (
                  <Stack key={pool.name} $gap={0}>
                    <Text weight="semibold">{pool.name}</Text>
                    <Muted>{labels.cardPoolType[pool.type]}</Muted>
                  </Stack>
                ))}
              </Stack>
            </Section>
            <Section title={gamesTexts.draftConfiguration} panel>
              <Table
                caption={gamesTexts.draftSteps}
                columns={stepColumns}
                rows={found.draftConfig.steps.map((step, index) => ({ ...step, index }))}
                rowKey={(row) => row.index}
                emptyText={gamesTexts.noDraftSteps}
              />
            </Section>
            <Section title={gamesTexts.banlistConfiguration} panel>
              <Grid $columns={{ xs: 1, md: 3 }}>
                {(
                  [
                    [gamesTexts.baseBanlist, labels.banlistFormat[found.banlistConfig.banlistTemplate]],
                    [
                      gamesTexts.banlistBehaviour,
                      labels.banlistBehaviour[found.banlistConfig.banlistBehaviour],
                    ],
                    [
                      gamesTexts.versionSelectionBehaviour,
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
