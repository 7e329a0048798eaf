import type { Game } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, LayersIcon, Muted } from '@progression/ui';

export const draftAdminPath = (gameId: string) => `/games/game/${encodeURIComponent(gameId)}/draft-admin`;

/** The admin page's draft panel: the way to every player's drafts and their progress. */
export function DraftPanel({ game }: { game: Game }) {
  return (
    <Card aria-label="Drafts of the players">
      <CardHeader avatar={<LayersIcon size={28} />} title="Drafts" />
      <CardContent>
        <Muted>See every player's drafts and how far each has opened them.</Muted>
      </CardContent>
      <CardActions $align="end">
        <Button variant="outlined" onClick={() => navigate(draftAdminPath(game.id))}>
          Draft admin
        </Button>
      </CardActions>
    </Card>
  );
}
