import { messages, type Match, type Player } from '@progression/contracts';
import { useReportMatch } from '@progression/api-client';
import { flash, flashFailure } from '@progression/platform';
import { Button, Chip, Stack, Table, type TableColumn } from '@progression/ui';
import { registeredDeckColumn } from './registered-deck-column';

interface MatchListProps {
  gameId: string;
  matches: readonly Match[];
  players: readonly Player[];
  /** The caller's player id. */
  me: string;
  activeWeek: number;
  /** A Swiss game's matches show their round. */
  showRounds?: boolean;
}

/** The shown matches; on their own unplayed matches of the active week a player sets Win or Loss, and resets. */
export function MatchList({ gameId, matches, players, me, activeWeek, showRounds = false }: MatchListProps) {
  const report = useReportMatch(gameId);
  const nameOf = (playerId: string) => players.find((player) => player.id === playerId)?.username ?? playerId;
  const set = (match: Match, winnerId: string | null) =>
    report.mutate(
      { matchId: match.id, winnerId },
      { onSuccess: () => flash.success(messages.matches.matchUpdated), onError: flashFailure },
    );
  const columns: TableColumn<Match>[] = [
    { id: 'week', header: 'Week', cell: (match) => match.weekNum, width: '80px' },
    ...(showRounds || matches.some((match) => match.round > 1)
      ? [{ id: 'round', header: 'Round', cell: (match: Match) => match.round, width: '80px' }]
      : []),
    {
      id: 'players',
      header: 'Players',
      cell: (match) => `${nameOf(match.firstPlayerId)} vs ${nameOf(match.secondPlayerId)}`,
    },
    {
      id: 'result',
      header: 'Result',
      cell: (match) =>
        match.winnerId ? (
          <Chip color="success" label={`${nameOf(match.winnerId)} won`} />
        ) : (
          <Chip label="Un-played" />
        ),
    },
    registeredDeckColumn(gameId, me, nameOf),
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (match) => {
        const mine = match.firstPlayerId === me || match.secondPlayerId === me;
        if (!mine || match.weekNum !== activeWeek) return null;
        const opponent = match.firstPlayerId === me ? match.secondPlayerId : match.firstPlayerId;
        const busy = report.isPending && report.variables?.matchId === match.id;
        const vs = nameOf(opponent);
        if (match.winnerId)
          return (
            <Button
              variant="text"
              loading={busy}
              onClick={() => set(match, null)}
              aria-label={`Reset match against ${vs}`}
            >
              Reset
            </Button>
          );
        return (
          <Stack $direction="row" $gap={2} $justify="end">
            <Button
              color="success"
              loading={busy}
              onClick={() => set(match, me)}
              aria-label={`Win against ${vs}`}
            >
              Win
            </Button>
            <Button
              color="error"
              variant="outlined"
              disabled={busy}
              onClick={() => set(match, opponent)}
              aria-label={`Loss against ${vs}`}
            >
              Loss
            </Button>
          </Stack>
        );
      },
    },
  ];
  return (
    <Table
      caption="Matches"
      columns={columns}
      rows={matches}
      rowKey={(match) => match.id}
      pageSize={25}
      emptyText={messages.matches.noMatches}
    />
  );
}
