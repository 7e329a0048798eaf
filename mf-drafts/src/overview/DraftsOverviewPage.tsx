import { useDrafts, useGames } from '@progression/api-client';
import { navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Button, EmptyState, Grid, PackageIcon, Page, Section } from '@progression/ui';
import { DraftCard } from '../shared/DraftCard';
import { groupDrafts } from './group-drafts';

/** /drafts/overview: the user's drafts across their games, and the demo drafts they started from modes. */
export function DraftsOverviewPage() {
  const drafts = useDrafts();
  const games = useGames();
  const gameName = (gameId: string | null) => games.data?.find((game) => game.id === gameId)?.name ?? 'Game';

  return (
    <Page title="My drafts" subtitle="Packs from every game you play, and the demo drafts you tried">
      <QueryState query={drafts} what="your drafts">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<PackageIcon size={40} />}
              title="You have no drafts yet"
              action={<Button onClick={() => navigate('/games/overview')}>Go to my games</Button>}
            >
              Each week of a game gives you a draft of packs; a mode's Draft button starts a demo draft.
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
