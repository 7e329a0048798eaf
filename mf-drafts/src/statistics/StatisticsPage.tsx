import { useGame, usePullStatistics } from '@progression/api-client';
import type { RarityPulls } from '@progression/contracts';
import { RarityChip, rarityName } from '@progression/card-ui';
import { navigate } from '@progression/platform';
import { QueryState, RequireStartedGame } from '@progression/platform/views';
import { Button, Muted, Page, Section, Stack, Table, type TableColumn } from '@progression/ui';
import { useParams } from '@progression/router';
import { draftsListPath } from '../shared/paths';
import { PullChart } from './PullChart';
import { draftsTexts } from '@progression/contracts/texts/drafts';

const columns: TableColumn<RarityPulls>[] = [
  {
    id: 'rarity',
    header: draftsTexts.rarityColumn,
    cell: (row) => (
      <Stack $direction="row" $gap={2} $align="center">
        <RarityChip rarity={row.rarity} />
        <span>{rarityName(row.rarity)}</span>
      </Stack>
    ),
  },
  { id: 'pulled', header: draftsTexts.pulledColumn, cell: (row) => row.pulled, align: 'right' },
  {
    id: 'expected',
    header: draftsTexts.expectedByTheOddsColumn,
    cell: (row) => row.expected.toFixed(1),
    align: 'right',
  },
  {
    id: 'difference',
    header: draftsTexts.differenceColumn,
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
    <QueryState query={game} what={draftsTexts.theGame}>
      {(found) => (
        <RequireStartedGame game={found} title={draftsTexts.pullStatistics}>
          <Page
            title={draftsTexts.pullStatistics}
            subtitle={found.name}
            actions={
              <Button variant="outlined" onClick={() => navigate(draftsListPath(gameId))}>
                {draftsTexts.goToMyDrafts}
              </Button>
            }
          >
            <QueryState query={statistics} what={draftsTexts.thePullStatistics}>
              {(stats) => (
                <Section title={draftsTexts.packsOpenedInThisGame(stats.packs)} panel>
                  {stats.packs === 0 ? (
                    <Muted>{draftsTexts.noPackOfThisGame}</Muted>
                  ) : (
                    <Stack $gap={4}>
                      <Table
                        caption={draftsTexts.pullsPerRarity}
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
