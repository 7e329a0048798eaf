import { useMemo, useState } from 'react';
import type { Game } from '@progression/contracts';
import { useActivePlayer, useMatchConfig, useMatches, usePlayers } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { Button, Checkbox, Page, Select, Stack } from '@progression/ui';
import { MatchList } from './MatchList';
import { PlayerPicker } from './PlayerPicker';
import { StatCards } from './StatCards';
import { SwissRoundBar } from './SwissRoundBar';
import {
  defaultFilters,
  filterMatches,
  include,
  matchStats,
  type MatchFilters,
  type WeekFilter,
} from './match-filters';
import { gamesTexts } from '@progression/contracts/texts/games';

const weekOptions = [
  { value: 'THIS', label: gamesTexts.thisWeek },
  { value: 'PREVIOUS', label: gamesTexts.previousWeeks },
  { value: 'ALL', label: gamesTexts.allWeeks },
] as const;

/** /games/game/{id}/matches: filters, stat cards for what they show, and the match list sorted by week. */
export function MatchesPage({ game }: { game: Game }) {
  const matches = useMatches(game.id);
  const players = usePlayers(game.id);
  const me = useActivePlayer(game.id);
  const config = useMatchConfig(game.id).data;
  const swiss = config?.pairing === 'SWISS';
  const [filters, setFilters] = useState<MatchFilters>(defaultFilters);
  const [ascending, setAscending] = useState(true);
  const change = (patch: Partial<MatchFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const myId = me.data?.id ?? '';
  const shown = useMemo(
    () => filterMatches(matches.data ?? [], filters, myId, game.activeWeek, ascending),
    [matches.data, filters, myId, game.activeWeek, ascending],
  );
  const everyone = players.data ?? [];
  return (
    <Page title={gamesTexts.matches} subtitle={gamesTexts.gameWeek(game.name, game.activeWeek)}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={4} $wrap $align="center">
          <Select
            label={gamesTexts.weekLabel}
            options={weekOptions}
            value={filters.week}
            onValueChange={(week) => change({ week: week as WeekFilter })}
          />
          <Checkbox
            label={gamesTexts.showAllGames}
            checked={filters.showAll}
            onCheckedChange={(showAll) => change({ showAll })}
          />
          <Button variant="outlined" onClick={() => setAscending((up) => !up)}>
            {gamesTexts.weekSorted(ascending ? gamesTexts.ascending : gamesTexts.descending)}
          </Button>
        </Stack>
        <PlayerPicker
          legend={gamesTexts.includesAtMostTwo}
          players={everyone}
          selected={filters.includes}
          onToggle={(id, on) =>
            change({
              includes: on ? include(filters.includes, id) : filters.includes.filter((each) => each !== id),
            })
          }
        />
        <PlayerPicker
          legend={gamesTexts.doesNotInclude}
          players={everyone}
          selected={filters.excludes}
          onToggle={(id, on) =>
            change({
              excludes: on ? [...filters.excludes, id] : filters.excludes.filter((each) => each !== id),
            })
          }
        />
      </Stack>
      <QueryState query={matches} what={gamesTexts.theMatches}>
        {() => (
          <Stack $gap={4}>
            <StatCards stats={matchStats(shown, myId)} />
            <SwissRoundBar game={game} players={everyone} isAdmin={me.data?.isAdmin ?? false} />
            <MatchList
              gameId={game.id}
              matches={shown}
              players={everyone}
              me={myId}
              activeWeek={game.activeWeek}
              showRounds={swiss}
              isAdmin={me.data?.isAdmin ?? false}
              confirmResults={config?.confirmResults ?? false}
            />
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
