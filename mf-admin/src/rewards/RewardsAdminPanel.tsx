import type { Game } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted } from '@progression/ui';
import { texts } from '@progression/contracts';

export const playerRewardsPath = (gameId: string) =>
  `/games/game/${encodeURIComponent(gameId)}/admin/rewards`;

/** The admin page's way to every player's rewards, their revert and delete, and the history. */
export function RewardsAdminPanel({ game }: { game: Game }) {
  return (
    <Card aria-label={texts.admin.rewardsOfThePlayers}>
      <CardHeader title={texts.admin.playerRewards} />
      <CardContent>
        <Muted>{texts.admin.seeEveryPlayerSRewards}</Muted>
      </CardContent>
      <CardActions $align="end">
        <Button variant="outlined" onClick={() => navigate(playerRewardsPath(game.id))}>
          {texts.admin.playerRewards}
        </Button>
      </CardActions>
    </Card>
  );
}
