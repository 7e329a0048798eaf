import { messages, type Game } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { useActivePlayer, useDrafts } from '@progression/api-client';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted, Text } from '@progression/ui';

const gamePath = (game: Game) => `/games/game/${encodeURIComponent(game.id)}`;

/**
 * The overview's Drafts card: how many drafts the player still has to open ("You have no upcoming
 * drafts"), View last draft (the newest one), and the way to every draft of the game.
 */
export function DraftsCard({ game }: { game: Game }) {
  const upcoming = useActivePlayer(game.id).data?.activeDrafts.length ?? 0;
  const drafts = useDrafts(game.id).data ?? [];
  const last = [...drafts].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return (
    <Card aria-label={gamesTexts.drafts}>
      <CardHeader title={gamesTexts.drafts} />
      <CardContent>
        <Text>
          {upcoming === 0 ? messages.games.noUpcomingDrafts : gamesTexts.youHaveDraftsToOpen(upcoming)}
        </Text>
        {last && <Muted>{gamesTexts.lastDraftWeek(last.week)}</Muted>}
      </CardContent>
      <CardActions>
        {last && (
          <Button
            variant="outlined"
            onClick={() => navigate(`${gamePath(game)}/draft/${encodeURIComponent(last.id)}`)}
          >
            {gamesTexts.viewLastDraft}
          </Button>
        )}
        <Button variant="text" onClick={() => navigate(`${gamePath(game)}/drafts`)}>
          {gamesTexts.goToDrafts}
        </Button>
      </CardActions>
    </Card>
  );
}
