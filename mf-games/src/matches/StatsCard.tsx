import type { Game } from '@progression/contracts';
import { useActivePlayer, useMatches } from '@progression/api-client';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted, Spinner, Text } from '@progression/ui';
import { winsMinusLosses } from './overview-counts';
import { gamesTexts } from '@progression/contracts/texts/games';

/** The overview's Stats card: the player's wins minus losses, and the way to the scores. */
export function StatsCard({ game }: { game: Game }) {
  const matches = useMatches(game.id);
  const me = useActivePlayer(game.id).data?.id;
  const score = matches.data && me ? winsMinusLosses(matches.data, me) : null;
  return (
    <Card aria-label={gamesTexts.stats}>
      <CardHeader title={gamesTexts.stats} />
      <CardContent>
        {matches.isError ? (
          <Muted>{gamesTexts.theMatchesCouldNotBe}</Muted>
        ) : score === null ? (
          <Spinner label={gamesTexts.loadingYourStats} />
        ) : (
          <Text size="lg" weight="bold" aria-label={gamesTexts.winsMinusLosses}>
            {score > 0 ? `+${score}` : score}
          </Text>
        )}
        <Muted>{gamesTexts.winsMinusLosses}</Muted>
      </CardContent>
      <CardActions>
        <Button variant="text" onClick={() => navigate(`/games/game/${encodeURIComponent(game.id)}/stats`)}>
          {gamesTexts.viewScores}
        </Button>
      </CardActions>
    </Card>
  );
}
