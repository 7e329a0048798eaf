import type { Game } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted } from '@progression/ui';

/**
 * The admin's Matches panel: View opens the game's matches page. Edit and Regenerate are shown as the
 * spec shows them, not wired (disabled): a result is corrected from the matches list.
 */
export function MatchesPanel({ game }: { game: Game }) {
  return (
    <Card aria-label="Matches">
      <CardHeader title="Matches" />
      <CardContent>
        <Muted>Every pair of players meets once a week.</Muted>
      </CardContent>
      <CardActions $align="end">
        <Button
          variant="outlined"
          onClick={() => navigate(`/games/game/${encodeURIComponent(game.id)}/matches`)}
        >
          View
        </Button>
        <Button variant="text" disabled>
          Edit
        </Button>
        <Button variant="text" disabled>
          Regenerate
        </Button>
      </CardActions>
    </Card>
  );
}
