import type { Game } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, LayersIcon, Muted } from '@progression/ui';
import { adminTexts } from '@progression/contracts/texts/admin';

export const draftAdminPath = (gameId: string) => `/games/game/${encodeURIComponent(gameId)}/draft-admin`;

/** The admin page's draft panel: the way to every player's drafts and their progress. */
export function DraftPanel({ game }: { game: Game }) {
  return (
    <Card aria-label={adminTexts.draftsOfThePlayers}>
      <CardHeader avatar={<LayersIcon size={28} />} title={adminTexts.drafts} />
      <CardContent>
        <Muted>{adminTexts.seeEveryPlayerSDrafts}</Muted>
      </CardContent>
      <CardActions $align="end">
        <Button variant="outlined" onClick={() => navigate(draftAdminPath(game.id))}>
          {adminTexts.draftAdmin}
        </Button>
      </CardActions>
    </Card>
  );
}
