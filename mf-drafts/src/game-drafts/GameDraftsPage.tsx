import { messages } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { useDrafts, useGame } from '@progression/api-client';
import { navigate } from '@progression/platform';
import { QueryState, RequireStartedGame } from '@progression/platform/views';
import { Button, EmptyState, Grid, PackageIcon, Page } from '@progression/ui';
import { useParams } from '@progression/router';
import { byPriority } from '../overview/group-drafts';
import { DraftCard } from '../shared/DraftCard';
import { statisticsPath } from '../shared/paths';

/** /games/game/{id}/drafts: the player's drafts of this game as cards, unfinished ones first. */
export function GameDraftsPage() {
  const { gameId = '' } = useParams();
  const game = useGame(gameId);
  const drafts = useDrafts(gameId);
  return (
    <QueryState query={game} what={draftsTexts.theGame}>
      {(found) => (
        <RequireStartedGame game={found} title={draftsTexts.drafts}>
          <Page
            title={draftsTexts.drafts}
            subtitle={found.name}
            actions={
              <Button variant="outlined" onClick={() => navigate(statisticsPath(gameId))}>
                {draftsTexts.pullStatistics}
              </Button>
            }
          >
            <QueryState query={drafts} what={draftsTexts.yourDraftsLower}>
              {(list) =>
                list.length === 0 ? (
                  <EmptyState icon={<PackageIcon size={40} />} title={messages.games.noUpcomingDrafts} />
                ) : (
                  <Grid $minItemWidth={300} role="list" aria-label={draftsTexts.yourDrafts}>
                    {[...list].sort(byPriority).map((draft) => (
                      <div role="listitem" key={draft.id}>
                        <DraftCard draft={draft} />
                      </div>
                    ))}
                  </Grid>
                )
              }
            </QueryState>
          </Page>
        </RequireStartedGame>
      )}
    </QueryState>
  );
}
