import type { Game } from '@progression/contracts';
import { useActivePlayer, useMatches } from '@progression/api-client';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted, Spinner, Text } from '@progression/ui';
import { winsMinusLosses } from './overview-counts';
import { texts } from '@progression/contracts';

/** The overview's Stats card: the player's wins minus losses, and the way to the scores. */
export function StatsCard({ game }: { game: Game }) {
  const matches = useMatches(game.id);
  const me = useActivePlayer(game.id).data?.id;
  const score = matches.data && me ? winsMinusLosses(matches.data, me) : null;
  return (
    <Card aria-label={texts.games.stats}>
      <CardHeader title={texts.games.stats} />
      <CardContent>
        {matches.isError ? (
          <Muted>{texts.games.theMatchesCouldNotBe}</Muted>
        ) : score === null ? (
          <Spinner label={texts.games.loadingYourStats} />
        ) : (
          <Text size="lg" weight="bold" aria-label={texts.games.winsMinusLosses}>
            {score > 0 ? `+${score}` : score}
          </Text>
        )}
        <Muted>{texts.games.winsMinusLosses}</Muted>
      </CardContent>
      <CardActions>
        <Button variant="text" onClick={() => navigate(`/games/game/${encodeURIComponent(game.id)}/stats`)}>
          {texts.games.viewScores}
        </Button>
      </CardActions>
    </Card>
  );
}
