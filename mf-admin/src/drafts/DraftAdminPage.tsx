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
import { adminTexts } from '@progression/contracts/texts/admin';

const columns: TableColumn<PackDraft>[] = [
  { id: 'draft', header: adminTexts.draftColumn, cell: draftName },
  {
    id: 'status',
    header: adminTexts.statusColumn,
    cell: (draft) => <Chip size="small" label={draftStatusLabel(draft)} />,
  },
  {
    id: 'packs',
    header: adminTexts.packsOpenedColumn,
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
        subheader={adminTexts.ofPacksOpened(opened, total)}
        action={player.isAdmin && <Chip size="small" label={adminTexts.admin} />}
      />
      <CardContent>
        <LinearProgress
          value={total === 0 ? 0 : (opened / total) * 100}
          label={adminTexts.sPacksOpened(player.username)}
        />
        <Table
          caption={adminTexts.sDrafts(player.username)}
          columns={columns}
          rows={[...drafts].sort((a, b) => b.createdAt.localeCompare(a.createdAt))}
          rowKey={(draft) => draft.id}
          emptyText={adminTexts.noDrafts}
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
    <QueryState query={game} what={adminTexts.theGame}>
      {(found) => (
        <Page
          title={adminTexts.draftAdmin}
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
              <QueryState query={drafts} what={adminTexts.thePlayersDrafts}>
                {(all) =>
                  list.length === 0 ? (
                    <Muted>{adminTexts.noPlayersYet}</Muted>
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
