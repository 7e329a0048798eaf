import { formatDateTime, labels, messages, type Match } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { Chip, Stack } from '@progression/ui';

const t = messages.matchResults;

/**
 * A match's result: the confirmed winner, or the reported one waiting for the opponent (with when it
 * confirms itself) or for the admin (with the dispute's reason). Its status is labelled when the game
 * confirms results.
 */
export function MatchResult({
  match,
  nameOf,
  showStatus,
}: {
  match: Match;
  nameOf: (playerId: string) => string;
  showStatus: boolean;
}) {
  const status = match.resultStatus;
  const reported = match.reported;
  const result =
    status === 'CONFIRMED' && match.winnerId ? (
      <Chip color="success" label={t.confirmedResult(nameOf(match.winnerId), match.score)} />
    ) : reported ? (
      <Chip
        color={status === 'DISPUTED' ? 'error' : 'warning'}
        label={t.pendingResult(nameOf(reported.winnerId), reported.score)}
      />
    ) : (
      <Chip label={gamesTexts.unPlayed} />
    );
  return (
    <Stack $gap={1}>
      <Stack $direction="row" $gap={2} $wrap $align="center">
        {result}
        {showStatus && status && <Chip variant="outlined" label={labels.resultStatus[status]} />}
      </Stack>
      {status === 'PENDING' && reported && (
        <small>{t.autoConfirmsAt(formatDateTime(reported.autoConfirmAt))}</small>
      )}
      {status === 'DISPUTED' && reported?.dispute && (
        <small>{t.disputedBecause(nameOf(reported.dispute.byPlayerId), reported.dispute.reason)}</small>
      )}
    </Stack>
  );
}
