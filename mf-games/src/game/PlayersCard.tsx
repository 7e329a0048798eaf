import type { Player } from '@progression/contracts';
import { Avatar, Card, CardContent, CardHeader, Chip, ShieldIcon, Text } from '@progression/ui';
import styled from 'styled-components';
import { usePlayers } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { gamesTexts } from '@progression/contracts/texts/games';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

function PlayerRow({ player }: { player: Player }) {
  return (
    <Row>
      <Avatar name={player.username} size={32} />
      <Text>{player.username}</Text>
      {player.isAdmin && (
        <Chip size="small" color="secondary" icon={<ShieldIcon size={14} />} label={gamesTexts.admin} />
      )}
    </Row>
  );
}

/** The game's players. */
export function PlayersCard({ gameId }: { gameId: string }) {
  const players = usePlayers(gameId);
  return (
    <Card aria-label={gamesTexts.players}>
      <CardHeader title={gamesTexts.players} />
      <CardContent>
        <QueryState query={players} what={gamesTexts.thePlayers}>
          {(list) => (
            <List aria-label={gamesTexts.playersOfTheGame}>
              {list.map((player) => (
                <PlayerRow key={player.id} player={player} />
              ))}
            </List>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
