import { useMemo, useState } from 'react';
import { useGames } from '@progression/api-client';
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
import { shellTexts } from '@progression/contracts/texts/shell';

const Trigger = styled(Button)`
  justify-content: space-between;
  margin: ${({ theme }) => theme.spacing(1, 0, 2)};
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

/** Oldest first, as My Games lists them. */
const byStart = (games: readonly Game[]) =>
  [...games].sort((a, b) => Date.parse(a.started) - Date.parse(b.started));

const weekLabel = (game: Game) => (game.activeWeek === 0 ? 'Not started' : `Week ${game.activeWeek}`);

const SelectedName = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: 0;
  text-align: left;
`;

/** The selector's face: the selected game and its week, so a started week shows at once. */
function SelectedGame({ game }: { game: Game }) {
  return (
    <SelectedName>
      <span>{game.name}</span>
      <Muted as="span">{weekLabel(game)}</Muted>
    </SelectedName>
  );
}

function GameChoices({
  games,
  selectedId,
  onChoose,
}: {
  games: Game[];
  selectedId: string | null;
  onChoose: (game: Game) => void;
}) {
  if (games.length === 0) return <Muted>{shellTexts.youAreNotInAny}</Muted>;
  return (
    <GameList aria-label={shellTexts.yourGames}>
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
                label={weekLabel(game)}
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
  // One cached list, refreshed whenever any area changes a game (a week started, a game joined).
  const games = useGames();
  const sorted = useMemo(() => (games.data ? byStart(games.data) : undefined), [games.data]);
  const selected = sorted?.find((game) => game.id === selectedId);
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
      title={shellTexts.selectAGame}
      trigger={
        <Trigger variant="outlined" fullWidth startIcon={<TrophyIcon />} endIcon={<ChevronDownIcon />}>
          {selected ? <SelectedGame game={selected} /> : shellTexts.selectAGame}
        </Trigger>
      }
      actions={
        <>
          <Button variant="text" onClick={() => go('/games/overview')}>
            {shellTexts.goToMyGames}
          </Button>
          <Button startIcon={<PlusIcon />} onClick={() => go('/games/new-game')}>
            {shellTexts.newGame}
          </Button>
        </>
      }
    >
      {games.isPending && (
        <Stack $align="center">
          <Spinner label={shellTexts.loadingYourGames} />
        </Stack>
      )}
      {games.isError && <Alert severity="error">{shellTexts.yourGamesCouldNotBe}</Alert>}
      {sorted && <GameChoices games={sorted} selectedId={selectedId} onChoose={choose} />}
    </Dialog>
  );
}
