import type { Game } from '@progression/contracts';
import { useActivePlayer, useMatches } from '@progression/api-client';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted, Spinner, Text } from '@progression/ui';
import { winsMinusLosses } from './overview-counts';

/** The overview's Stats card: the player's wins minus losses, and the way to the scores. */
export function StatsCard({ game }: { game: Game }) {
  const matches = useMatches(game.id);
  const me = useActivePlayer(game.id).data?.id;
  const score = matches.data && me ? winsMinusLosses(matches.data, me) : null;
  return (
    <Card aria-label="Stats">
      <CardHeader title="Stats" />
      <CardContent>
        {matches.isError ? (
          <Muted>The matches could not be loaded.</Muted>
        ) : score === null ? (
          <Spinner label="Loading your stats" />
        ) : (
          <Text size="lg" weight="bold" aria-label="Wins minus losses">
            {score > 0 ? `+${score}` : score}
          </Text>
        )}
        <Muted>Wins minus losses</Muted>
      </CardContent>
      <CardActions>
        <Button variant="text" onClick={() => navigate(`/games/game/${encodeURIComponent(game.id)}/stats`)}>
          View scores
        </Button>
      </CardActions>
    </Card>
  );
}
