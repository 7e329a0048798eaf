import { useState } from 'react';
import { navigate, useIsAreaDeployed } from '@progression/platform';
import { Button, EmptyState, Grid, LayersIcon, Page, PlusIcon } from '@progression/ui';
import { createDemoDraft } from '../api/demo-draft';
import { useModes } from '../data/hooks';
import { flashFailure } from '../shared/errors';
import { LoadState } from '../shared/LoadState';
import { ModeCard } from './ModeCard';
import { useNewMode } from './useNewMode';

/** My modes: a card per mode (Edit, Start Game, and Draft when the drafts area is deployed) and New Mode. */
export function ModesOverviewPage() {
  const [modes, reload] = useModes();
  const newMode = useNewMode();
  const [drafting, setDrafting] = useState(false);
  // A demo draft opens in the drafts area: without it deployed there is nothing to answer or show it.
  const canDraft = useIsAreaDeployed('mf_drafts');

  const demoDraft = async (modeId: string) => {
    setDrafting(true);
    try {
      const draft = await createDemoDraft(modeId, 1);
      navigate(`/drafts/pack-draft/${draft.id}`);
    } catch (error) {
      flashFailure(error);
    } finally {
      setDrafting(false);
    }
  };

  const newModeButton = (
    <Button startIcon={<PlusIcon />} loading={newMode.creating} onClick={newMode.create}>
      New Mode
    </Button>
  );

  return (
    <Page
      title="My modes"
      subtitle="Design the weeks, pools, drafts and banlist of a league"
      actions={newModeButton}
    >
      <LoadState state={modes} what="your modes" onRetry={reload}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={<LayersIcon size={40} />} title="You have no modes yet">
              A mode is the plan of a league: make one with New Mode, then start games from it.
            </EmptyState>
          ) : (
            <Grid $minItemWidth={320} aria-busy={drafting}>
              {list.map((mode) => (
                <ModeCard
                  key={mode.id}
                  mode={mode}
                  onEdit={() => navigate(`/modes/progression-mode/${mode.id}`)}
                  onDraft={canDraft ? () => void demoDraft(mode.id) : undefined}
                  onStartGame={() => navigate(`/games/new-game?modeId=${encodeURIComponent(mode.id)}`)}
                />
              ))}
            </Grid>
          )
        }
      </LoadState>
    </Page>
  );
}
