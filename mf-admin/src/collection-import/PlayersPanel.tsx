import { usePlayers } from '@progression/api-client';
import { messages, type Game, type Player } from '@progression/contracts';
import { QueryState } from '@progression/platform/views';
import { Card, CardContent, CardHeader, Chip, Muted, Stack, Table, type TableColumn } from '@progression/ui';
import { ImportCollectionDialog } from './ImportCollectionDialog';
import { ImportHistory } from './ImportHistory';

const texts = messages.collection.import;

const columns: TableColumn<Player>[] = [
  {
    id: 'player',
    header: 'Player',
    cell: (player) => (
      <Stack $direction="row" $gap={1} $align="center" $wrap>
        <span>{player.username}</span>
        {player.isAdmin && <Chip size="small" label="Admin" />}
      </Stack>
    ),
  },
  {
    id: 'import',
    header: 'Collection',
    cell: (player) => <ImportCollectionDialog player={player} />,
    align: 'right',
  },
];

/** The game's players, each with Import collection (a CSV into their collection), and the imports' trail. */
export function PlayersPanel({ game }: { game: Game }) {
  const players = usePlayers(game.id);
  return (
    <Card aria-label={texts.playersTitle}>
      <CardHeader title={texts.playersTitle} />
      <CardContent>
        <Stack $gap={3}>
          <Muted>{texts.playersIntro}</Muted>
          <QueryState query={players} what="the players">
            {(list) => (
              <Table
                caption="Players of the game"
                columns={columns}
                rows={list}
                rowKey={(player) => player.id}
              />
            )}
          </QueryState>
          <ImportHistory gameId={game.id} caption={texts.history} />
        </Stack>
      </CardContent>
    </Card>
  );
}
