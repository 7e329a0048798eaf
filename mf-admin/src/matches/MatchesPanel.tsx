import type { Game } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted } from '@progression/ui';
import { adminTexts } from '@progression/contracts/texts/admin';

/**
 * The admin's Matches panel: View opens the game's matches page. Edit and Regenerate are shown as the
 * spec shows them, not wired (disabled): a result is corrected from the matches list.
 */
export function MatchesPanel({ game }: { game: Game }) {
  return (
    <Card aria-label={adminTexts.matches}>
      <CardHeader title={adminTexts.matches} />
      <CardContent>
        <Muted>{adminTexts.everyPairOfPlayersMeets}</Muted>
      </CardContent>
      <CardActions $align="end">
        <Button
          variant="outlined"
          onClick={() => navigate(`/games/game/${encodeURIComponent(game.id)}/matches`)}
        >
          {adminTexts.view}
        </Button>
        <Button variant="text" disabled>
          {adminTexts.edit}
        </Button>
        <Button variant="text" disabled>
          {adminTexts.regenerate}
        </Button>
      </CardActions>
    </Card>
  );
}
