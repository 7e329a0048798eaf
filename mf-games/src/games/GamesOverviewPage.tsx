import { useMemo } from 'react';
import { pageSizes, timings } from '@progression/contracts';
import { navigate, selectedGame } from '@progression/platform';
import {
  Button,
  EmptyState,
  Pagination,
  PlusIcon,
  Page,
  Stack,
  TrophyIcon,
  usePagination,
} from '@progression/ui';
import type { Game } from '@progression/contracts';
import { useGames } from '../data/hooks';
import { LoadState } from '../shared/LoadState';
import { GameCard } from './GameCard';
import { JoinGameDialog } from './JoinGameDialog';
import { sortByStarted } from './sort-games';

/** Selects a game, then opens its overview after the card's short delay. */
export function openGame(gameId: string): void {
  selectedGame.select(gameId);
  setTimeout(() => navigate(`/games/game/${gameId}/overview`), timings.gameCardNavigationDelay);
}

function GamesList({ games }: { games: readonly Game[] }) {
  const sorted = useMemo(() => sortByStarted(games), [games]);
  const paging = usePagination(sorted, pageSizes.gamesList);
  if (games.length === 0)
    return (
      <EmptyState icon={<TrophyIcon size={40} />} title="You are not in any games yet">
        Start a game from one of your modes, or join one with an invite code.
      </EmptyState>
    );
  return (
    <Stack $gap={3}>
      {paging.pageItems.map((game) => (
        <GameCard key={game.id} game={game} onSelect={() => openGame(game.id)} />
      ))}
      {games.length > pageSizes.gamesList && <Pagination {...paging.paginationProps} label="Games pages" />}
    </Stack>
  );
}

/** My games: the caller's games, 5 a page, oldest first, with Join game and New Game. */
export function GamesOverviewPage() {
  const [games, reload] = useGames();
  return (
    <Page
      as="div"
      title="My games"
      actions={
        <>
          <JoinGameDialog onJoined={reload} />
          <Button startIcon={<PlusIcon />} onClick={() => navigate('/games/new-game')}>
            New Game
          </Button>
        </>
      }
    >
      <LoadState state={games} what="your games" onRetry={reload}>
        {(list) => <GamesList games={list} />}
      </LoadState>
    </Page>
  );
}
