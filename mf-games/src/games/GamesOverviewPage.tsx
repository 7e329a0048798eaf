import { useMemo } from 'react';
import { pageSizes, timings } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { useGames } from '@progression/api-client';
import { navigate, selectedGame } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
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
      <EmptyState icon={<TrophyIcon size={40} />} title={gamesTexts.youAreNotInAny}>
        {gamesTexts.startAGameFromOne}
      </EmptyState>
    );
  return (
    <Stack $gap={3}>
      {paging.pageItems.map((game) => (
        <GameCard key={game.id} game={game} onSelect={() => openGame(game.id)} />
      ))}
      {games.length > pageSizes.gamesList && (
        <Pagination {...paging.paginationProps} label={gamesTexts.gamesPages} />
      )}
    </Stack>
  );
}

/** My games: the caller's games, 5 a page, oldest first, with Join game and New Game. */
export function GamesOverviewPage() {
  const games = useGames();
  return (
    <Page
      title={gamesTexts.myGames}
      actions={
        <>
          <JoinGameDialog />
          <Button startIcon={<PlusIcon />} onClick={() => navigate('/games/new-game')}>
            {gamesTexts.newGame}
          </Button>
        </>
      }
    >
      <QueryState query={games} what={gamesTexts.yourGames}>
        {(list) => <GamesList games={list} />}
      </QueryState>
    </Page>
  );
}
