import { useState } from 'react';
import type { Game } from '@progression/contracts';
import { navigate, selectedGame, useSelectedGameId } from '@progression/platform';
import {
  Alert,
  Button,
  Chip,
  ChevronDownIcon,
  Dialog,
  Muted,
  PlusIcon,
  Spinner,
  Stack,
  TrophyIcon,
} from '@progression/ui';
import styled from 'styled-components';
import { useGames } from './use-games';

const Trigger = styled(Button)`
  justify-content: space-between;
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
`;

const GameList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GameOption = styled(Button)`
  justify-content: space-between;
`;

function GameChoices({
  games,
  selectedId,
  onChoose,
}: {
  games: Game[];
  selectedId: string | null;
  onChoose: (game: Game) => void;
}) {
  if (games.length === 0) return <Muted>You are not in any games yet.</Muted>;
  return (
    <GameList aria-label="Your games">
      {games.map((game) => (
        <li key={game.id}>
          <GameOption
            variant={game.id === selectedId ? 'outlined' : 'text'}
            fullWidth
            aria-current={game.id === selectedId || undefined}
            endIcon={
              <Chip
                size="small"
                color={game.status === 'COMPLETE' ? 'neutral' : 'success'}
                label={game.activeWeek === 0 ? 'Not started' : `Week ${game.activeWeek}`}
              />
            }
            onClick={() => onChoose(game)}
          >
            {game.name}
          </GameOption>
        </li>
      ))}
    </GameList>
  );
}

/** The Games sidebar's game selector: the selected game, and a dialog to choose another. */
export function GameSelector({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const selectedId = useSelectedGameId();
  const games = useGames(`${selectedId ?? ''}|${open}`);
  const selectedName =
    games.status === 'success' ? games.games.find((game) => game.id === selectedId)?.name : undefined;
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
    onNavigate();
  };
  const choose = (game: Game) => {
    selectedGame.select(game.id);
    go(`/games/game/${game.id}/overview`);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Select a game"
      trigger={
        <Trigger variant="outlined" fullWidth startIcon={<TrophyIcon />} endIcon={<ChevronDownIcon />}>
          {selectedName ?? 'Select a game'}
        </Trigger>
      }
      actions={
        <>
          <Button variant="text" onClick={() => go('/games/overview')}>
            Go to my games
          </Button>
          <Button startIcon={<PlusIcon />} onClick={() => go('/games/new-game')}>
            New Game
          </Button>
        </>
      }
    >
      {games.status === 'loading' && (
        <Stack $align="center">
          <Spinner label="Loading your games" />
        </Stack>
      )}
      {games.status === 'error' && <Alert severity="error">Your games could not be loaded.</Alert>}
      {games.status === 'success' && (
        <GameChoices games={games.games} selectedId={selectedId} onChoose={choose} />
      )}
    </Dialog>
  );
}
