import {
  currentStage,
  isStageComplete,
  isStageStarted,
  type DraftStage,
  type PackDraft,
} from '@progression/contracts';
import { useOwnedCopiesBefore } from '@progression/api-client';
import { useCallback, useState } from 'react';
import { BoosterStage } from './BoosterStage';
import { PackOpener } from './opener/PackOpener';
import { ShopStage } from './shop/ShopStage';
import { StagePreview } from './StagePreview';
import { StageResults } from './StageResults';

interface StageViewProps {
  draft: PackDraft;
  stage: DraftStage;
  /** The stage whose opener stays up until Finish stage (its last pack may already be opened). */
  opening: boolean;
  onOpening: (opening: boolean) => void;
  onNext: () => void;
  onViewCollection?: () => void;
}

/**
 * One stage (a booster draft's: the way to its table): before it has packs its preview (or the shop) with Start; then the pack opener; once every
 * pack is opened, its results.
 */
export function StageView(props: StageViewProps) {
  // A booster draft is played at its table's own page.
  if (props.stage.draftBehaviour === 'BOOSTER_DRAFT')
    return <BoosterStage draft={props.draft} stage={props.stage} />;
  // A stage's own opening session: what was owned before it and the packs opened since.
  return <StageSession key={props.stage.id} {...props} />;
}

function StageSession({ draft, stage, opening, onOpening, onNext, onViewCollection }: StageViewProps) {
  const isCurrent = currentStage(draft.stages)?.stage === stage.stage;
  const owned = useOwnedCopiesBefore(
    draft.gameId,
    stage.id,
    isStageStarted(stage) && !isStageComplete(stage),
  );
  const snapshot = owned.copies;
  // Packs opened once the copies owned were known, in their order: only their cards can be called new.
  const [openedSince, setOpenedSince] = useState<readonly string[]>([]);
  const { ensure } = owned;
  const beforeOpening = useCallback(
    async (packIds: readonly string[]) => {
      if (!(await ensure())) return;
      setOpenedSince((current) => [...current, ...packIds.filter((id) => !current.includes(id))]);
    },
    [ensure],
  );
  if (!isStageStarted(stage)) {
    const Fill = stage.draftBehaviour === 'SHOP' ? ShopStage : StagePreview;
    return <Fill draft={draft} stage={stage} canStart={isCurrent} onFilled={() => onOpening(true)} />;
  }
  if (!isStageComplete(stage) || opening)
    return (
      <PackOpener
        draft={draft}
        stage={stage}
        snapshot={snapshot}
        openedSince={openedSince}
        beforeOpening={beforeOpening}
        onStarted={() => onOpening(true)}
        onFinished={() => onOpening(false)}
        justStarted={opening}
      />
    );
  return (
    <StageResults
      draft={draft}
      stage={stage}
      snapshot={snapshot}
      openedSince={openedSince}
      onNext={onNext}
      onViewCollection={onViewCollection}
    />
  );
}
