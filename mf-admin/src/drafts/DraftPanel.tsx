import type { Game } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, LayersIcon, Muted } from '@progression/ui';
import { texts } from '@progression/contracts';

export const draftAdminPath = (gameId: string) => `/games/game/${encodeURIComponent(gameId)}/draft-admin`;

/** The admin page's draft panel: the way to every player's drafts and their progress. */
export function DraftPanel({ game }: { game: Game }) {
  return (
    <Card aria-label={texts.admin.draftsOfThePlayers}>
      <CardHeader avatar={<LayersIcon size={28} />} title={texts.admin.drafts} />
      <CardContent>
        <Muted>{texts.admin.seeEveryPlayerSDrafts}</Muted>
      </CardContent>
      <CardActions $align="end">
        <Button variant="outlined" onClick={() => navigate(draftAdminPath(game.id))}>
          {texts.admin.draftAdmin}
        </Button>
      </CardActions>
    </Card>
  );
}
