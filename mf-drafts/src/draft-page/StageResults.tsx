import { useStageResults } from '@progression/api-client';
import type { DraftStage, PackDraft } from '@progression/contracts';
import { QueryState } from '@progression/platform/views';
import { Button, Stack, Text } from '@progression/ui';
import { DraftedCards } from './DraftedCards';

interface StageResultsProps {
  draft: PackDraft;
  stage: DraftStage;
  onNext: () => void;
  /** Left out for drafts without a collection (demo drafts). */
  onViewCollection?: () => void;
}

/** A completed stage: Next and View collection, then the cards the stage gave. */
export function StageResults({ draft, stage, onNext, onViewCollection }: StageResultsProps) {
  const results = useStageResults(draft.id, stage.stage);
  return (
    <Stack $gap={4}>
      <Stack $direction="row" $gap={2}>
        <Button onClick={onNext}>Next</Button>
        {onViewCollection && (
          <Button variant="outlined" onClick={onViewCollection}>
            View collection
          </Button>
        )}
      </Stack>
      <QueryState query={results} what="the stage's cards">
        {(cards) => (
          <Stack $gap={2}>
            <Text weight="semibold">
              Stage {stage.stage} gave you {cards.length} {cards.length === 1 ? 'card' : 'cards'}
            </Text>
            <DraftedCards cards={cards} label={`Stage ${stage.stage} cards`} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
