import { useGame, usePullStatistics } from '@progression/api-client';
import type { RarityPulls } from '@progression/contracts';
import { RarityChip, rarityName } from '@progression/card-ui';
import { navigate } from '@progression/platform';
import { QueryState, RequireStartedGame } from '@progression/platform/views';
import { Button, Muted, Page, Section, Stack, Table, type TableColumn } from '@progression/ui';
import { useParams } from '@progression/router';
import { draftsListPath } from '../shared/paths';
import { PullChart } from './PullChart';
import { texts } from '@progression/contracts';

const columns: TableColumn<RarityPulls>[] = [
  {
    id: 'rarity',
    header: texts.drafts.rarityColumn,
    cell: (row) => (
      <Stack $direction="row" $gap={2} $align="center">
        <RarityChip rarity={row.rarity} />
        <span>{rarityName(row.rarity)}</span>
      </Stack>
    ),
  },
  { id: 'pulled', header: texts.drafts.pulledColumn, cell: (row) => row.pulled, align: 'right' },
  {
    id: 'expected',
    header: texts.drafts.expectedByTheOddsColumn,
    cell: (row) => row.expected.toFixed(1),
    align: 'right',
  },
  {
    id: 'difference',
    header: texts.drafts.differenceColumn,
    cell: (row) => {
      const difference = row.pulled - row.expected;
      return `${difference > 0 ? '+' : ''}${difference.toFixed(1)}`;
    },
    align: 'right',
  },
];

/** /games/game/{id}/drafts/statistics: the league's pulls per rarity against what the odds predict. */
export function StatisticsPage() {
  const { gameId = '' } = useParams();
  const game = useGame(gameId);
  const statistics = usePullStatistics(gameId);
  return (
    <QueryState query={game} what={texts.drafts.theGame}>
      {(found) => (
        <RequireStartedGame game={found} title={texts.drafts.pullStatistics}>
          <Page
            title={texts.drafts.pullStatistics}
            subtitle={found.name}
            actions={
              <Button variant="outlined" onClick={() => navigate(draftsListPath(gameId))}>
                {texts.drafts.goToMyDrafts}
              </Button>
            }
          >
            <QueryState query={statistics} what={texts.drafts.thePullStatistics}>
              {(stats) => (
                <Section title={texts.drafts.packsOpenedInThisGame(stats.packs)} panel>
                  {stats.packs === 0 ? (
                    <Muted>{texts.drafts.noPackOfThisGame}</Muted>
                  ) : (
                    <Stack $gap={4}>
                      <Table
                        caption={texts.drafts.pullsPerRarity}
                        columns={columns}
                        rows={stats.rarities}
                        rowKey={(row) => row.rarity}
                      />
                      <PullChart rarities={stats.rarities} />
                    </Stack>
                  )}
                </Section>
              )}
            </QueryState>
          </Page>
        </RequireStartedGame>
      )}
    </QueryState>
  );
}
