import { useEffect, useRef, useState } from 'react';
import {
  gameScores,
  labels,
  messages,
  type GameScore,
  type Match,
  type Player,
} from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { useAnswerResult, useReportMatch, useVisibleRegistrations } from '@progression/api-client';
import { flash, flashFailure } from '@progression/platform';
import {
  Button,
  mediaQuery,
  Muted,
  Select,
  Stack,
  Table,
  type TableColumn,
  useMediaQuery,
} from '@progression/ui';
import { DisputeDialog } from './DisputeDialog';
import { MatchResult } from './MatchResult';
import { registeredDeckColumn, visibleRegistrationsOf } from './registered-deck-column';

const t = messages.matchResults;
const noScore = 'NONE';
const scoreOptions = [
  { value: noScore, label: t.noScore },
  ...gameScores.map((score) => ({ value: score, label: labels.gameScore[score] })),
];

interface MatchListProps {
  gameId: string;
  matches: readonly Match[];
  players: readonly Player[];
  /** The caller's player id. */
  me: string;
  /** Whether the caller is the game's admin (they settle disputed results). */
  isAdmin?: boolean;
  activeWeek: number;
  /** A Swiss game's matches show their round. */
  showRounds?: boolean;
  /** The game confirms results: each match shows its result's status. */
  confirmResults?: boolean;
}

/**
 * The shown matches; on their own unplayed matches of the active week a player sets Win or Loss (with a
 * game score if they like), and resets. With confirmed results the opponent of a reported result confirms
 * or disputes it, and the admin settles a disputed one.
 */
export function MatchList({
  gameId,
  matches,
  players,
  me,
  isAdmin = false,
  activeWeek,
  showRounds = false,
  confirmResults = false,
}: MatchListProps) {
  const report = useReportMatch(gameId);
  const answer = useAnswerResult(gameId);
  // One read for the whole list: which registered decks the server lets the caller open.
  const registrations = useVisibleRegistrations(gameId, { enabled: me !== '' });
  const [scores, setScores] = useState<Record<string, GameScore | null>>({});
  const [disputing, setDisputing] = useState<Match | null>(null);
  const narrow = useMediaQuery(mediaQuery.down('sm'));
  // The match whose actions take the keyboard once its result is in: the clicked button is disabled while
  // the report is sent, and the focus would otherwise fall out of the table.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusAfter) return;
    const actions = [...(table.current?.querySelectorAll<HTMLElement>('[data-match-actions]') ?? [])].find(
      (element) => element.dataset.matchActions === focusAfter,
    );
    const control = actions?.querySelector<HTMLElement>('button:not([disabled])');
    if (control) {
      control.focus();
      setFocusAfter(null);
    }
  });
  const nameOf = (playerId: string) => players.find((player) => player.id === playerId)?.username ?? playerId;
  const set = (match: Match, winnerId: string | null, score: GameScore | null = null) =>
    report.mutate(
      { matchId: match.id, winnerId, score },
      {
        onSuccess: (saved) => {
          setFocusAfter(match.id);
          flash.success(saved.resultStatus === 'PENDING' ? t.resultReported : messages.matches.matchUpdated);
        },
        onError: flashFailure,
      },
    );
  const confirm = (match: Match) =>
    answer.mutate(
      { matchId: match.id },
      { onSuccess: () => flash.success(t.resultConfirmed), onError: flashFailure },
    );
  const dispute = (match: Match, reason: string) =>
    answer.mutate(
      { matchId: match.id, dispute: { reason } },
      {
        onSuccess: () => {
          setDisputing(null);
          flash.success(t.resultDisputed);
        },
        onError: flashFailure,
      },
    );

  const actionsOf = (match: Match) => {
    const mine = match.firstPlayerId === me || match.secondPlayerId === me;
    const busy =
      (report.isPending && report.variables?.matchId === match.id) ||
      (answer.isPending && answer.variables?.matchId === match.id);
    const opponent = match.firstPlayerId === me ? match.secondPlayerId : match.firstPlayerId;
    const vs = nameOf(opponent);
    const reported = match.reported;
    // The admin's word settles a disputed result (final).
    if (isAdmin && match.resultStatus === 'DISPUTED' && reported)
      return (
        <Stack $direction="row" $gap={2} $justify="end" $wrap>
          {[match.firstPlayerId, match.secondPlayerId].map((winnerId) => (
            <Button
              key={winnerId}
              variant="outlined"
              disabled={busy}
              onClick={() => set(match, winnerId, winnerId === reported.winnerId ? reported.score : null)}
            >
              {t.resolveAs(nameOf(winnerId))}
            </Button>
          ))}
        </Stack>
      );
    if (!mine) return null;
    // The opponent of a pending result answers it, whatever the week (it was reported in time).
    if (match.resultStatus === 'PENDING' && reported && reported.reportedByPlayerId !== me)
      return (
        <Stack $direction="row" $gap={2} $justify="end" $wrap>
          <Button
            color="success"
            loading={busy}
            onClick={() => confirm(match)}
            aria-label={t.confirmAgainst(vs)}
          >
            {t.confirm}
          </Button>
          <Button
            color="error"
            variant="outlined"
            disabled={busy}
            onClick={() => setDisputing(match)}
            aria-label={t.disputeAgainst(vs)}
          >
            {t.dispute}
          </Button>
        </Stack>
      );
    if (match.weekNum !== activeWeek) return null;
    if (match.resultStatus === 'DISPUTED' || (confirmResults && match.resultStatus === 'CONFIRMED'))
      return null;
    if (match.winnerId || reported)
      return (
        <Button
          variant="text"
          loading={busy}
          onClick={() => set(match, null)}
          aria-label={gamesTexts.resetMatchAgainst(vs)}
        >
          {gamesTexts.reset}
        </Button>
      );
    const score = scores[match.id] ?? null;
    return (
      <Stack $direction="row" $gap={2} $justify="end" $wrap $align="end">
        <Select
          label={t.scoreAgainst(vs)}
          options={scoreOptions}
          value={score ?? noScore}
          onValueChange={(value) =>
            setScores((current) => ({
              ...current,
              [match.id]: value === noScore ? null : (value as GameScore),
            }))
          }
        />
        <Button
          color="success"
          loading={busy}
          onClick={() => set(match, me, score)}
          aria-label={gamesTexts.winAgainst(vs)}
        >
          {gamesTexts.win}
        </Button>
        <Button
          color="error"
          variant="outlined"
          disabled={busy}
          onClick={() => set(match, opponent, score)}
          aria-label={gamesTexts.lossAgainst(vs)}
        >
          {gamesTexts.loss}
        </Button>
      </Stack>
    );
  };

  const rounds = showRounds || matches.some((match) => match.round > 1);
  const versus = (match: Match) =>
    gamesTexts.playersVersus(nameOf(match.firstPlayerId), nameOf(match.secondPlayerId));
  const result = (match: Match) => <MatchResult match={match} nameOf={nameOf} showStatus={confirmResults} />;
  const registeredDeck = registeredDeckColumn(
    gameId,
    me,
    nameOf,
    visibleRegistrationsOf(registrations.data?.registrations),
  );
  const actions: TableColumn<Match> = {
    id: 'actions',
    header: gamesTexts.actionsColumn,
    align: 'right',
    cell: (match) => <div data-match-actions={match.id}>{actionsOf(match)}</div>,
  };
  const columns: TableColumn<Match>[] = narrow
    ? // On a phone a match is one cell beside its actions, so Win and Loss stay in view by the names.
      [
        {
          id: 'match',
          header: gamesTexts.matchColumn,
          cell: (match) => (
            <Stack $gap={0.5} $align="start">
              <Muted>
                {rounds
                  ? gamesTexts.weekAndRound(match.weekNum, match.round)
                  : gamesTexts.week(match.weekNum)}
              </Muted>
              <span>{versus(match)}</span>
              {result(match)}
              {registeredDeck.cell(match)}
            </Stack>
          ),
        },
        actions,
      ]
    : [
        { id: 'week', header: gamesTexts.weekColumn, cell: (match) => match.weekNum, width: '80px' },
        ...(rounds
          ? [
              {
                id: 'round',
                header: gamesTexts.roundColumn,
                cell: (match: Match) => match.round,
                width: '80px',
              },
            ]
          : []),
        { id: 'players', header: gamesTexts.playersColumn, cell: versus },
        { id: 'result', header: gamesTexts.resultColumn, cell: result },
        registeredDeck,
        actions,
      ];
  return (
    <>
      <div ref={table}>
        <Table
          caption={gamesTexts.matches}
          columns={columns}
          rows={matches}
          rowKey={(match) => match.id}
          pageSize={25}
          emptyText={messages.matches.noMatches}
        />
      </div>
      {disputing && (
        <DisputeDialog
          open
          winner={nameOf(disputing.reported?.winnerId ?? '')}
          busy={answer.isPending}
          onOpenChange={(open) => !open && setDisputing(null)}
          onSend={(reason) => dispute(disputing, reason)}
        />
      )}
    </>
  );
}
