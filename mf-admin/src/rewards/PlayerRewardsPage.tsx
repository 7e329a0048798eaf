import { useGame, usePlayers, useRewardHistory, useRewardsOfEveryPlayer } from '@progression/api-client';
import {
  formatDateTime,
  labels,
  type GameReward,
  type Player,
  type RewardHistoryEntry,
  texts,
} from '@progression/contracts';
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
    header: texts.admin.rewardColumn,
    cell: (reward) => `${labels.rewardType[reward.type]} x ${reward.quantity}`,
  },
  { id: 'week', header: texts.admin.weekColumn, cell: (reward) => reward.week },
  {
    id: 'status',
    header: texts.admin.statusColumn,
    cell: (reward) => <Chip size="small" label={labels.rewardStatus[reward.status]} />,
  },
  {
    id: 'action',
    header: texts.admin.actionColumn,
    cell: (reward) => <RewardActionDialog reward={reward} />,
    align: 'right',
  },
];

const historyColumns: TableColumn<RewardHistoryEntry>[] = [
  { id: 'when', header: texts.admin.whenColumn, cell: (entry) => formatDateTime(entry.at) },
  { id: 'who', header: texts.admin.whoColumn, cell: (entry) => entry.byName },
  { id: 'what', header: texts.admin.whatColumn, cell: historyText },
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
      <Section title={texts.admin.rewards} level={3}>
        <Table
          caption={texts.admin.sRewards(player.username)}
          columns={rewardColumns}
          rows={[...rewards].sort((a, b) => b.week - a.week)}
          rowKey={(reward) => reward.id}
          emptyText={texts.admin.noRewards}
        />
      </Section>
      <Section title={texts.admin.history} level={3}>
        <Table
          caption={texts.admin.sRewardHistory(player.username)}
          columns={historyColumns}
          rows={history}
          rowKey={(entry) => entry.id}
          emptyText={texts.admin.noHistory}
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
    <QueryState query={game} what={texts.admin.theGame}>
      {(found) => (
        <Page
          title={texts.admin.playerRewards}
          subtitle={found.name}
          actions={
            <Button
              variant="outlined"
              onClick={() => navigate(`/games/game/${encodeURIComponent(gameId)}/admin`)}
            >
              {texts.admin.backToAdmin}
            </Button>
          }
        >
          <QueryState query={players} what={texts.admin.thePlayers}>
            {(list) => (
              <QueryState query={rewards} what={texts.admin.thePlayersRewards}>
                {(allRewards) => (
                  <QueryState query={history} what={texts.admin.theRewardHistory}>
                    {(allHistory) =>
                      list.length === 0 ? (
                        <Muted>{texts.admin.noPlayersYet}</Muted>
                      ) : (
                        <Tabs defaultValue={list[0].id}>
                          <TabList aria-label={texts.admin.players}>
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
