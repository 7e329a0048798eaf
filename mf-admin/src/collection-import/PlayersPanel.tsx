import { usePlayers } from '@progression/api-client';
import { messages, type Game, type Player } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { QueryState } from '@progression/platform/views';
import { Card, CardContent, CardHeader, Chip, Muted, Stack } from '@progression/ui';
import styled from 'styled-components';
import { ImportCollectionDialog } from './ImportCollectionDialog';
import { ImportHistory } from './ImportHistory';

const importTexts = messages.collection.import;

// A list rather than a table: on a phone the action wraps under the name instead of scrolling out of view.
const PlayerList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: ${({ theme }) => theme.spacing(2, 0)};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
  }
`;

function PlayerRow({ player }: { player: Player }) {
  return (
    <li>
      <Stack $direction="row" $gap={1} $align="center" $wrap>
        <span>{player.username}</span>
        {player.isAdmin && <Chip size="small" label={adminTexts.admin} />}
      </Stack>
      <ImportCollectionDialog player={player} />
    </li>
  );
}

/** The game's players, each with Import collection (a CSV into their collection), and the imports' trail. */
export function PlayersPanel({ game }: { game: Game }) {
  const players = usePlayers(game.id);
  return (
    <Card aria-label={importTexts.playersTitle}>
      <CardHeader title={importTexts.playersTitle} />
      <CardContent>
        <Stack $gap={3}>
          <Muted>{importTexts.playersIntro}</Muted>
          <QueryState query={players} what={adminTexts.thePlayers}>
            {(list) => (
              <PlayerList aria-label={adminTexts.playersOfTheGame}>
                {list.map((player) => (
                  <PlayerRow key={player.id} player={player} />
                ))}
              </PlayerList>
            )}
          </QueryState>
          <ImportHistory gameId={game.id} caption={importTexts.history} />
        </Stack>
      </CardContent>
    </Card>
  );
}
