import { messages, type Game, type MatchBye, type Player } from '@progression/contracts';
import { useMatchByes, useMatchConfig, usePairNextRound } from '@progression/api-client';
import { flash, flashFailure } from '@progression/platform';
import { Button, Stack } from '@progression/ui';

/**
 * In a Swiss game: who has a bye in each round of the active week, and for the game's admin the button
 * that pairs the next round without waiting for the open results.
 */
export function SwissRoundBar({
  game,
  players,
  isAdmin,
}: {
  game: Game;
  players: readonly Player[];
  isAdmin: boolean;
}) {
  const config = useMatchConfig(game.id);
  const byes = useMatchByes(game.id);
  const pair = usePairNextRound(game.id);
  const thisWeek = (byes.data ?? []).filter((bye: MatchBye) => bye.weekNum === game.activeWeek);
  if (config.data?.pairing !== 'SWISS' && thisWeek.length === 0) return null;
  const nameOf = (playerId: string) => players.find((player) => player.id === playerId)?.username ?? playerId;
  return (
    <Stack
      $direction="row"
      $gap={2}
      $wrap
      $align="center"
      aria-label={messages.matches.pairingLabel}
      role="group"
    >
      {/* Plain text, not chips: a bye's sentence wraps on a phone instead of being cut. */}
      {thisWeek.map((bye) => (
        <span key={`${bye.round}-${bye.playerId}`}>
          {`${messages.matches.round(bye.round)}: ${messages.matches.bye(nameOf(bye.playerId))}`}
        </span>
      ))}
      {isAdmin && config.data?.pairing === 'SWISS' && (
        <Button
          variant="outlined"
          loading={pair.isPending}
          onClick={() =>
            pair.mutate(undefined, {
              onSuccess: (paired) => flash.success(messages.matches.nextRoundPaired(paired.round)),
              onError: flashFailure,
            })
          }
        >
          {messages.matches.pairNextRound}
        </Button>
      )}
    </Stack>
  );
}
