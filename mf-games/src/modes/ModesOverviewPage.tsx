import { useDemoDraft, useModes } from '@progression/api-client';
import { flashFailure, navigate, useIsAreaDeployed } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Button, EmptyState, Grid, LayersIcon, Page, PlusIcon } from '@progression/ui';
import { ModeCard } from './ModeCard';
import { useNewMode } from './useNewMode';
import { gamesTexts } from '@progression/contracts/texts/games';

/** My modes: a card per mode (Edit, Start Game, and Draft when the drafts area is deployed) and New Mode. */
export function ModesOverviewPage() {
  const modes = useModes();
  const newMode = useNewMode();
  const demoDraft = useDemoDraft();
  // A demo draft opens in the drafts area: without it deployed there is nothing to answer or show it.
  const canDraft = useIsAreaDeployed('mf_drafts');

  const tryDrafts = (modeId: string) =>
    demoDraft.mutate(
      { modeId, week: 1 },
      { onSuccess: (draft) => navigate(`/drafts/pack-draft/${draft.id}`), onError: flashFailure },
    );

  const newModeButton = (
    <Button startIcon={<PlusIcon />} loading={newMode.creating} onClick={newMode.create}>
      {gamesTexts.newMode}
    </Button>
  );

  return (
    <Page title={gamesTexts.myModes} subtitle={gamesTexts.designTheWeeksPoolsDrafts} actions={newModeButton}>
      <QueryState query={modes} what={gamesTexts.yourModesLower}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={<LayersIcon size={40} />} title={gamesTexts.youHaveNoModesYet}>
              {gamesTexts.aModeIsThePlan}
            </EmptyState>
          ) : (
            <Grid $minItemWidth={320} aria-busy={demoDraft.isPending}>
              {list.map((mode) => (
                <ModeCard
                  key={mode.id}
                  mode={mode}
                  onEdit={() => navigate(`/modes/progression-mode/${mode.id}`)}
                  onDraft={canDraft ? () => tryDrafts(mode.id) : undefined}
                  onStartGame={() => navigate(`/games/new-game?modeId=${encodeURIComponent(mode.id)}`)}
                />
              ))}
            </Grid>
          )
        }
      </QueryState>
    </Page>
  );
}
