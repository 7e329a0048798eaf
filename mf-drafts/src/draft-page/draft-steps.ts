import { currentStage, isStageComplete, type PackDraft } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import type { Step } from '@progression/ui';

/** What the draft page shows: the intro (Start), one stage, or the end (Finish). */
export type DraftView = 'start' | 'finish' | number;

/** Where the page opens: the current stage, or Finish once every stage is complete. */
export function defaultView(draft: Pick<PackDraft, 'stages'>): DraftView {
  return currentStage(draft.stages)?.stage ?? 'finish';
}

/** The view after a stage: the next stage, or Finish after the last. */
export function viewAfter(draft: Pick<PackDraft, 'stages'>, stage: number): DraftView {
  const next = draft.stages.map((candidate) => candidate.stage).find((number) => number > stage);
  return next ?? 'finish';
}

/** The stepper's steps: Start, one per stage, Finish. Only completed stages (and Start) can be revisited. */
export function draftSteps(draft: Pick<PackDraft, 'stages'>, view: DraftView): Step[] {
  const current = currentStage(draft.stages)?.stage;
  const stages = [...draft.stages].sort((a, b) => a.stage - b.stage);
  const complete = current === undefined;
  return [
    { label: draftsTexts.start, state: view === 'start' ? 'active' : 'done' },
    ...stages.map((stage): Step => ({
      label: draftsTexts.stage(stage.stage),
      caption: draftsTexts.packCount(stage.numPacks),
      state:
        isStageComplete(stage) && view !== stage.stage ? 'done' : stage.stage === view ? 'active' : 'pending',
    })),
    { label: draftsTexts.finish, state: complete ? (view === 'finish' ? 'active' : 'done') : 'pending' },
  ];
}

/** The view a step of `draftSteps` stands for. */
export function viewOfStep(draft: Pick<PackDraft, 'stages'>, index: number): DraftView {
  const stages = [...draft.stages].sort((a, b) => a.stage - b.stage);
  if (index === 0) return 'start';
  return stages[index - 1]?.stage ?? 'finish';
}
