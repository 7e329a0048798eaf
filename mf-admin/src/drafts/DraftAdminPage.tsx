import { useDraftsOfEveryPlayer, useGame, usePlayers } from '@progression/api-client';
import type { PackDraft, Player } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  LinearProgress,
  Muted,
  Page,
  Table,
  type TableColumn,
} from '@progression/ui';
import { useParams } from '@progression/router';
import { draftName, draftStatusLabel, packsOpened } from './draft-progress';
import { BoosterTablesSection } from './tables/BoosterTablesSection';

const columns: TableColumn<PackDraft>[] = [
  { id: 'draft', header: 'Draft', cell: draftName },
  {
    id: 'status',
    header: 'Status',
    cell: (draft) => <Chip size="small" label={draftStatusLabel(draft)} />,
  },
  {
    id: 'packs',
    header: 'Packs opened',
    cell: (draft) => {
      const { opened, total } = packsOpened(draft);
      return `${opened} / ${total}`;
    },
    align: 'right',
  },
];

/** One player's drafts with their progress. */
function PlayerDrafts({ player, drafts }: { player: Player; drafts: PackDraft[] }) {
  const { opened, total } = drafts
    .map(packsOpened)
    .reduce((sum, packs) => ({ opened: sum.opened + packs.opened, total: sum.total + packs.total }), {
      opened: 0,
      total: 0,
    });
  return (
    <Card aria-label={player.username}>
      <CardHeader
        title={player.username}
        subheader={`${opened} of ${total} packs opened`}
        action={player.isAdmin && <Chip size="small" label="Admin" />}
      />
      <CardContent>
        <LinearProgress
          value={total === 0 ? 0 : (opened / total) * 100}
          label={`${player.username}'s packs opened`}
        />
        <Table
          caption={`${player.username}'s drafts`}
          columns={columns}
          rows={[...drafts].sort((a, b) => b.createdAt.localeCompare(a.createdAt))}
          rowKey={(draft) => draft.id}
          emptyText="No drafts"
        />
      </CardContent>
    </Card>
  );
}

/**
 * /games/game/{id}/draft-admin (game admin only): the booster draft tables with their controls, then every
 * player's drafts and how far each has opened them.
 */
export function DraftAdminPage() {
  const { gameId = '' } = useParams();
  const game = useGame(gameId);
  const players = usePlayers(gameId);
  const drafts = useDraftsOfEveryPlayer(gameId);
  return (
    <QueryState query={game} what="the game">
      {(found) => (
        <Page
          title="Draft admin"
          subtitle={found.name}
          actions={
            <Button
              variant="outlined"
              onClick={() => navigate(`/games/game/${encodeURIComponent(gameId)}/admin`)}
            >
              Back to admin
            </Button>
          }
        >
          <QueryState query={players} what="the players">
            {(list) => (
              <QueryState query={drafts} what="the players' drafts">
                {(all) =>
                  list.length === 0 ? (
                    <Muted>No players yet</Muted>
                  ) : (
                    <>
                      <BoosterTablesSection drafts={all} />
                      <Grid $columns={{ xs: 1, lg: 2 }}>
                        {list.map((player) => (
                          <PlayerDrafts
                            key={player.id}
                            player={player}
                            drafts={all.filter((draft) => draft.playerId === player.id)}
                          />
                        ))}
                      </Grid>
                    </>
                  )
                }
              </QueryState>
            )}
          </QueryState>
        </Page>
      )}
    </QueryState>
  );
}
