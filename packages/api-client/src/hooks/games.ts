import type { Game, GameSettings, WeekSchedule } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { games } from '../games';
import { queryKeys } from '../keys';

/** After any change to a game every view of games is stale: lists, pages, players, the caller's drafts. */
function gameChanged(client: QueryClient, changed: Game): Promise<void> {
  client.setQueryData(queryKeys.games.detail(changed.id), changed);
  return client.invalidateQueries({ queryKey: queryKeys.games.all });
}

/** The caller's games. */
export const useGames = () =>
  useQuery({ queryKey: queryKeys.games.list(), queryFn: ({ signal }) => games.list(signal) });

/** One game (null while `gameId` is null: nothing is asked). */
export const useGame = (gameId: string | null) =>
  useQuery({
    queryKey: queryKeys.games.detail(gameId ?? ''),
    queryFn: ({ signal }) => games.get(gameId ?? '', signal),
    enabled: gameId !== null,
  });

/** The caller's player in a game (null: nothing is asked). */
export const useActivePlayer = (gameId: string | null) =>
  useQuery({
    queryKey: queryKeys.games.activePlayer(gameId ?? ''),
    queryFn: ({ signal }) => games.activePlayer(gameId ?? '', signal),
    enabled: gameId !== null,
  });

/** The game's plan (weeks, pools, sets, draft and banlist configuration); it never changes after creation. */
export const useGamePlan = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.games.plan(gameId),
    queryFn: ({ signal }) => games.plan(gameId, signal),
    staleTime: Infinity,
  });

export const usePlayers = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.games.players(gameId),
    queryFn: ({ signal }) => games.players(gameId, signal),
  });

/** The usernames of the players who still have matches to play this week. */
export const usePlayersWithOpenMatches = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.games.advice(gameId),
    queryFn: async ({ signal }) => {
      const [issues, players] = await Promise.all([
        games.matchIssues(gameId, signal),
        games.players(gameId, signal),
      ]);
      const names = new Map(players.map((player) => [player.id, player.username]));
      return issues.map((id) => names.get(id) ?? id);
    },
  });

/** Whether an invite code names a game (empty: nothing is asked). */
export const useInviteCodeCheck = (inviteCode: string) =>
  useQuery({
    queryKey: queryKeys.games.inviteCode(inviteCode),
    queryFn: ({ signal }) => games.isInviteCodeValid(inviteCode, signal),
    enabled: inviteCode !== '',
    staleTime: 0,
  });

export function useCreateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ modeId, settings }: { modeId: string; settings: GameSettings }) =>
      games.create(modeId, settings),
    onSuccess: (created) => gameChanged(client, created),
  });
}

export function useJoinGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inviteCode: string) => games.join(inviteCode),
    onSuccess: (joined) => gameChanged(client, joined),
  });
}

/** Starts the week after the game's active one; the server refuses any other week, so a repeat starts nothing. */
export function useStartNextWeek() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (game: Game) => games.startWeek(game.id, { week: game.activeWeek + 1 }),
    onSuccess: (started) => gameChanged(client, started),
  });
}

/** The game's week schedule and its next start (the overview and the admin page). */
export const useGameSchedule = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.games.schedule(gameId),
    queryFn: ({ signal }) => games.schedule(gameId, signal),
  });

/** Saves the week schedule; every view of it shows the saved one and its next start at once. */
export function useSaveGameSchedule(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schedule: WeekSchedule) => games.saveSchedule(gameId, schedule),
    onSuccess: (saved) => client.setQueryData(queryKeys.games.schedule(gameId), saved),
  });
}
