import type { Game } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted } from '@progression/ui';
import { texts } from '@progression/contracts';

/**
 * The admin's Matches panel: View opens the game's matches page. Edit and Regenerate are shown as the
 * spec shows them, not wired (disabled): a result is corrected from the matches list.
 */
export function MatchesPanel({ game }: { game: Game }) {
  return (
    <Card aria-label={texts.admin.matches}>
      <CardHeader title={texts.admin.matches} />
      <CardContent>
        <Muted>{texts.admin.everyPairOfPlayersMeets}</Muted>
      </CardContent>
      <CardActions $align="end">
        <Button
          variant="outlined"
          onClick={() => navigate(`/games/game/${encodeURIComponent(game.id)}/matches`)}
        >
          {texts.admin.view}
        </Button>
        <Button variant="text" disabled>
          {texts.admin.edit}
        </Button>
        <Button variant="text" disabled>
          {texts.admin.regenerate}
        </Button>
      </CardActions>
    </Card>
  );
}
