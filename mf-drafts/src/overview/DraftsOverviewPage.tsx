import { useDrafts, useGames } from '@progression/api-client';
import { navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Button, EmptyState, Grid, PackageIcon, Page, Section } from '@progression/ui';
import { DraftCard } from '../shared/DraftCard';
import { groupDrafts } from './group-drafts';
import { draftsTexts } from '@progression/contracts/texts/drafts';

/** /drafts/overview: the user's drafts across their games, and the demo drafts they started from modes. */
export function DraftsOverviewPage() {
  const drafts = useDrafts();
  const games = useGames();
  const gameName = (gameId: string | null) => games.data?.find((game) => game.id === gameId)?.name ?? 'Game';

  return (
    <Page title={draftsTexts.myDrafts} subtitle={draftsTexts.packsFromEveryGameYou}>
      <QueryState query={drafts} what={draftsTexts.yourDraftsLower}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<PackageIcon size={40} />}
              title={draftsTexts.youHaveNoDraftsYet}
              action={<Button onClick={() => navigate('/games/overview')}>{draftsTexts.goToMyGames}</Button>}
            >
              {draftsTexts.eachWeekOfAGame}
            </EmptyState>
          ) : (
            groupDrafts(list).map((group) => {
              const title = group.gameId === null ? 'Demo drafts' : gameName(group.gameId);
              return (
                <Section key={group.gameId ?? 'demo'} title={title}>
                  <Grid $minItemWidth={300} role="list" aria-label={title}>
                    {group.drafts.map((draft) => (
                      <div role="listitem" key={draft.id}>
                        <DraftCard draft={draft} titleLevel={3} />
                      </div>
                    ))}
                  </Grid>
                </Section>
              );
            })
          )
        }
      </QueryState>
    </Page>
  );
}
