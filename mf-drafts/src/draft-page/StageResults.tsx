import { useStageResults } from '@progression/api-client';
import { messages, type DraftStage, type PackDraft } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { CardSizeControl } from '@progression/card-ui';
import { QueryState } from '@progression/platform/views';
import { Button, Stack, Text } from '@progression/ui';
import { DraftedCards } from './DraftedCards';
import { stagePullFacts, type OwnedCopies } from './pulls/pull-facts';
import { PullSummary } from './pulls/PullSummary';

interface StageResultsProps {
  draft: PackDraft;
  stage: DraftStage;
  /** The copies owned when the stage's opening began, and the packs opened since (to mark new cards). */
  snapshot?: OwnedCopies;
  openedSince: readonly string[];
  onNext: () => void;
  /** Left out for drafts without a collection (demo drafts). */
  onViewCollection?: () => void;
}

/** A completed stage: Next and View collection, then the cards the stage gave. */
export function StageResults({
  draft,
  stage,
  snapshot,
  openedSince,
  onNext,
  onViewCollection,
}: StageResultsProps) {
  const results = useStageResults(draft.id, stage.stage);
  return (
    <Stack $gap={4}>
      <Stack $direction="row" $gap={2}>
        <Button onClick={onNext}>{draftsTexts.next}</Button>
        {onViewCollection && (
          <Button variant="outlined" onClick={onViewCollection}>
            {draftsTexts.viewCollection}
          </Button>
        )}
      </Stack>
      <QueryState query={results} what={draftsTexts.theStageSCards}>
        {(cards) => {
          const pulls = stagePullFacts(stage, cards, snapshot, openedSince);
          return (
            <Stack $gap={2}>
              <Text weight="semibold">{draftsTexts.stageGaveYou(stage.stage, cards.length)}</Text>
              <PullSummary title={messages.cards.stageSummary(stage.stage)} cards={cards} facts={pulls} />
              <div>
                <CardSizeControl />
              </div>
              <DraftedCards cards={cards} pulls={pulls} label={draftsTexts.stageCards(stage.stage)} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
