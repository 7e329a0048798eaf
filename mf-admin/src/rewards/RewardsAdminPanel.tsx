import type { Game } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted } from '@progression/ui';

export const playerRewardsPath = (gameId: string) =>
  `/games/game/${encodeURIComponent(gameId)}/admin/rewards`;

/** The admin page's way to every player's rewards, their revert and delete, and the history. */
export function RewardsAdminPanel({ game }: { game: Game }) {
  return (
    <Card aria-label="Rewards of the players">
      <CardHeader title="Player rewards" />
      <CardContent>
        <Muted>See every player's rewards, revert or delete them, and read who did what.</Muted>
      </CardContent>
      <CardActions $align="end">
        <Button variant="outlined" onClick={() => navigate(playerRewardsPath(game.id))}>
          Player rewards
        </Button>
      </CardActions>
    </Card>
  );
}
