import {
  currentStage,
  isStageComplete,
  isStageStarted,
  type DraftStage,
  type PackDraft,
} from '@progression/contracts';
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
 * One stage: before it has packs its preview (or the shop) with Start; then the pack opener; once every
 * pack is opened, its results.
 */
export function StageView({ draft, stage, opening, onOpening, onNext, onViewCollection }: StageViewProps) {
  const isCurrent = currentStage(draft.stages)?.stage === stage.stage;
  if (!isStageStarted(stage)) {
    const Fill = stage.draftBehaviour === 'SHOP' ? ShopStage : StagePreview;
    return <Fill draft={draft} stage={stage} canStart={isCurrent} onFilled={() => onOpening(true)} />;
  }
  if (!isStageComplete(stage) || opening)
    return (
      <PackOpener
        key={stage.id}
        draft={draft}
        stage={stage}
        onStarted={() => onOpening(true)}
        onFinished={() => onOpening(false)}
      />
    );
  return <StageResults draft={draft} stage={stage} onNext={onNext} onViewCollection={onViewCollection} />;
}
