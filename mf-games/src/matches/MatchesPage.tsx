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
import { texts } from '@progression/contracts';

const weekOptions = [
  { value: 'THIS', label: texts.games.thisWeek },
  { value: 'PREVIOUS', label: texts.games.previousWeeks },
  { value: 'ALL', label: texts.games.allWeeks },
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
    <Page title={texts.games.matches} subtitle={texts.games.gameWeek(game.name, game.activeWeek)}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={4} $wrap $align="center">
          <Select
            label={texts.games.weekLabel}
            options={weekOptions}
            value={filters.week}
            onValueChange={(week) => change({ week: week as WeekFilter })}
          />
          <Checkbox
            label={texts.games.showAllGames}
            checked={filters.showAll}
            onCheckedChange={(showAll) => change({ showAll })}
          />
          <Button variant="outlined" onClick={() => setAscending((up) => !up)}>
            {texts.games.weekSorted(ascending ? texts.games.ascending : texts.games.descending)}
          </Button>
        </Stack>
        <PlayerPicker
          legend={texts.games.includesAtMostTwo}
          players={everyone}
          selected={filters.includes}
          onToggle={(id, on) =>
            change({
              includes: on ? include(filters.includes, id) : filters.includes.filter((each) => each !== id),
            })
          }
        />
        <PlayerPicker
          legend={texts.games.doesNotInclude}
          players={everyone}
          selected={filters.excludes}
          onToggle={(id, on) =>
            change({
              excludes: on ? [...filters.excludes, id] : filters.excludes.filter((each) => each !== id),
            })
          }
        />
      </Stack>
      <QueryState query={matches} what={texts.games.theMatches}>
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
