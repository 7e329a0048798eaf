import type { Game } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted } from '@progression/ui';
import { adminTexts } from '@progression/contracts/texts/admin';

export const playerRewardsPath = (gameId: string) =>
  `/games/game/${encodeURIComponent(gameId)}/admin/rewards`;

/** The admin page's way to every player's rewards, their revert and delete, and the history. */
export function RewardsAdminPanel({ game }: { game: Game }) {
  return (
    <Card aria-label={adminTexts.rewardsOfThePlayers}>
      <CardHeader title={adminTexts.playerRewards} />
      <CardContent>
        <Muted>{adminTexts.seeEveryPlayerSRewards}</Muted>
      </CardContent>
      <CardActions $align="end">
        <Button variant="outlined" onClick={() => navigate(playerRewardsPath(game.id))}>
          {adminTexts.playerRewards}
        </Button>
      </CardActions>
    </Card>
  );
}
