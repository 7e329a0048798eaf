import { useDraft } from '@progression/api-client';
import { isStageComplete, messages, type PackDraft } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { ApiError, navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Alert, Button, EmptyState, Page, Panel, Stepper } from '@progression/ui';
import { useState } from 'react';
import { useParams } from '@progression/router';
import { DraftStatusChip } from '../shared/DraftStatusChip';
import { draftTitle } from '../shared/draft-text';
import { collectionPath, draftsListPath, tablePath } from '../shared/paths';
import { DraftFinished } from './DraftFinished';
import { DraftIntro } from './DraftIntro';
import { defaultView, draftSteps, viewAfter, viewOfStep, type DraftView } from './draft-steps';
import { StageView } from './StageView';

/** The draft with its stepper and the view the player is on. */
function DraftContent({ draft }: { draft: PackDraft }) {
  const [chosen, setChosen] = useState<DraftView | null>(null);
  // The stage whose opener stays until Finish stage, though its last pack is opened already.
  const [opening, setOpening] = useState<number | null>(null);
  const view = chosen ?? (opening !== null ? opening : defaultView(draft));
  const stage =
    typeof view === 'number' ? draft.stages.find((candidate) => candidate.stage === view) : undefined;
  const viewCollection = draft.gameId ? () => navigate(collectionPath(draft.gameId ?? '')) : undefined;
  // A booster draft's table runs from the week's start, whichever stage the player is opening.
  const runningTable = draft.stages.find(
    (candidate) => candidate.tableId && !isStageComplete(candidate) && candidate.stage !== view,
  );

  return (
    <Page
      title={draftTitle(draft)}
      subtitle={<DraftStatusChip draft={draft} />}
      actions={
        <>
          {viewCollection && (
            <Button variant="outlined" onClick={viewCollection}>
              {draftsTexts.viewCollection}
            </Button>
          )}
          <Button variant="outlined" onClick={() => navigate(draftsListPath(draft.gameId))}>
            {draftsTexts.goToMyDrafts}
          </Button>
        </>
      }
    >
      {runningTable && (
        <Alert
          severity="info"
          action={
            <Button variant="text" onClick={() => navigate(tablePath(draft))}>
              {messages.boosterDraft.openTable}
            </Button>
          }
        >
          {messages.boosterDraft.tableRunning}
        </Alert>
      )}
      <Stepper
        label={draftsTexts.draftStages}
        steps={draftSteps(draft, view)}
        onStepClick={(index) => {
          setOpening(null);
          setChosen(viewOfStep(draft, index));
        }}
      />
      <Panel>
        {view === 'start' && <DraftIntro draft={draft} onContinue={() => setChosen(null)} />}
        {view === 'finish' && <DraftFinished draft={draft} />}
        {stage && (
          <StageView
            draft={draft}
            stage={stage}
            opening={opening === stage.stage}
            onOpening={(isOpening) => {
              setOpening(isOpening ? stage.stage : null);
              setChosen(isOpening ? null : stage.stage);
            }}
            onNext={() => setChosen(viewAfter(draft, stage.stage))}
            onViewCollection={viewCollection}
          />
        )}
      </Panel>
    </Page>
  );
}

/** The draft page, at /drafts/pack-draft/{id} and /games/game/{gameId}/draft/{id}. */
export function DraftPage() {
  const { draftId = '' } = useParams();
  const draft = useDraft(draftId);
  if (draft.error instanceof ApiError && draft.error.status === 404)
    return (
      <Page title={draftsTexts.draft}>
        <EmptyState title={messages.errors.packDraftNotFound(draftId)} />
      </Page>
    );
  return (
    <QueryState query={draft} what={draftsTexts.theDraft}>
      {(found) => <DraftContent key={found.id} draft={found} />}
    </QueryState>
  );
}
