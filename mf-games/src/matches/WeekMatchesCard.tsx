import { messages, type Game } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { useActivePlayer, useMatches } from '@progression/api-client';
import { navigate } from '@progression/platform';
import { Alert, Button, Card, CardActions, CardContent, CardHeader, Spinner } from '@progression/ui';
import { remainingThisWeek } from './overview-counts';

/** This Week's Matches: how many the player has left, or that they are done. */
export function WeekMatchesCard({ game }: { game: Game }) {
  const matches = useMatches(game.id);
  const me = useActivePlayer(game.id).data?.id;
  const left = matches.data && me ? remainingThisWeek(matches.data, me, game.activeWeek) : null;
  return (
    <Card aria-label={gamesTexts.thisWeekSMatches}>
      <CardHeader title={gamesTexts.thisWeekSMatches} />
      <CardContent>
        {matches.isError ? (
          <Alert severity="error">{gamesTexts.theMatchesCouldNotBe}</Alert>
        ) : left === null ? (
          <Spinner label={gamesTexts.loadingThisWeekSMatches} />
        ) : left === 0 ? (
          <Alert severity="success">{messages.games.allMatchesCompleted}</Alert>
        ) : (
          <Alert severity="warning">{messages.matches.remainingMatches(left)}</Alert>
        )}
      </CardContent>
      <CardActions>
        <Button variant="text" onClick={() => navigate(`/games/game/${encodeURIComponent(game.id)}/matches`)}>
          {gamesTexts.goToMatches}
        </Button>
      </CardActions>
    </Card>
  );
}
