import { useGame, usePlayers, useRewardHistory, useRewardsOfEveryPlayer } from '@progression/api-client';
import {
  formatDateTime,
  labels,
  type GameReward,
  type Player,
  type RewardHistoryEntry,
} from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import {
  Button,
  Chip,
  Muted,
  Page,
  Section,
  Tab,
  TabList,
  TabPanel,
  Table,
  Tabs,
  type TableColumn,
} from '@progression/ui';
import { useParams } from '@progression/router';
import { RewardActionDialog } from './RewardActionDialog';
import { historyText } from './reward-history';

const rewardColumns: TableColumn<GameReward>[] = [
  {
    id: 'reward',
    header: adminTexts.rewardColumn,
    cell: (reward) => `${labels.rewardType[reward.type]} x ${reward.quantity}`,
  },
  { id: 'week', header: adminTexts.weekColumn, cell: (reward) => reward.week },
  {
    id: 'status',
    header: adminTexts.statusColumn,
    cell: (reward) => <Chip size="small" label={labels.rewardStatus[reward.status]} />,
  },
  {
    id: 'action',
    header: adminTexts.actionColumn,
    cell: (reward) => <RewardActionDialog reward={reward} />,
    align: 'right',
  },
];

const historyColumns: TableColumn<RewardHistoryEntry>[] = [
  { id: 'when', header: adminTexts.whenColumn, cell: (entry) => formatDateTime(entry.at) },
  { id: 'who', header: adminTexts.whoColumn, cell: (entry) => entry.byName },
  { id: 'what', header: adminTexts.whatColumn, cell: historyText },
];

function PlayerRewards({
  player,
  rewards,
  history,
}: {
  player: Player;
  rewards: GameReward[];
  history: RewardHistoryEntry[];
}) {
  return (
    <>
      <Section title={adminTexts.rewards} level={3}>
        <Table
          caption={adminTexts.sRewards(player.username)}
          columns={rewardColumns}
          rows={[...rewards].sort((a, b) => b.week - a.week)}
          rowKey={(reward) => reward.id}
          emptyText={adminTexts.noRewards}
        />
      </Section>
      <Section title={adminTexts.history} level={3}>
        <Table
          caption={adminTexts.sRewardHistory(player.username)}
          columns={historyColumns}
          rows={history}
          rowKey={(entry) => entry.id}
          emptyText={adminTexts.noHistory}
        />
      </Section>
    </>
  );
}

/** /games/game/{id}/admin/rewards (game admin only): a tab per player with their rewards and history. */
export function PlayerRewardsPage() {
  const { gameId = '' } = useParams();
  const game = useGame(gameId);
  const players = usePlayers(gameId);
  const rewards = useRewardsOfEveryPlayer(gameId);
  const history = useRewardHistory(gameId);
  return (
    <QueryState query={game} what={adminTexts.theGame}>
      {(found) => (
        <Page
          title={adminTexts.playerRewards}
          subtitle={found.name}
          actions={
            <Button
              variant="outlined"
              onClick={() => navigate(`/games/game/${encodeURIComponent(gameId)}/admin`)}
            >
              {adminTexts.backToAdmin}
            </Button>
          }
        >
          <QueryState query={players} what={adminTexts.thePlayers}>
            {(list) => (
              <QueryState query={rewards} what={adminTexts.thePlayersRewards}>
                {(allRewards) => (
                  <QueryState query={history} what={adminTexts.theRewardHistory}>
                    {(allHistory) =>
                      list.length === 0 ? (
                        <Muted>{adminTexts.noPlayersYet}</Muted>
                      ) : (
                        <Tabs defaultValue={list[0].id}>
                          <TabList aria-label={adminTexts.players}>
                            {list.map((player) => (
                              <Tab key={player.id} value={player.id}>
                                {player.username}
                              </Tab>
                            ))}
                          </TabList>
                          {list.map((player) => (
                            <TabPanel key={player.id} value={player.id}>
                              <PlayerRewards
                                player={player}
                                rewards={allRewards.filter((reward) => reward.playerId === player.id)}
                                history={allHistory.filter((entry) => entry.playerId === player.id)}
                              />
                            </TabPanel>
                          ))}
                        </Tabs>
                      )
                    }
                  </QueryState>
                )}
              </QueryState>
            )}
          </QueryState>
        </Page>
      )}
    </QueryState>
  );
}
