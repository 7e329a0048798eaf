import { useFillStage, useStagePreview } from '@progression/api-client';
import { messages, type DraftStage, type PackDraft } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { flashFailure } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Button, Stack, Text } from '@progression/ui';
import { SetCounts } from './SetCounts';

interface StagePreviewProps {
  draft: PackDraft;
  stage: DraftStage;
  /** The stage may be filled (it is the current one). */
  canStart: boolean;
  onFilled: () => void;
}

/** A stage without packs: "You will get N packs containing:" with set stacks, and Start to fill it. */
export function StagePreview({ draft, stage, canStart, onFilled }: StagePreviewProps) {
  const preview = useStagePreview(draft.id, stage.stage);
  const fill = useFillStage(draft);
  return (
    <QueryState query={preview} what={draftsTexts.theStageSPacks}>
      {(found) => (
        <Stack $gap={4}>
          <Text weight="semibold">{messages.drafts.packPreview(stage.numPacks)}</Text>
          <SetCounts counts={found.setCounts} />
          <div>
            <Button
              disabled={!canStart}
              loading={fill.isPending}
              onClick={() =>
                fill.mutate({ stage: stage.stage }, { onSuccess: onFilled, onError: flashFailure })
              }
            >
              {draftsTexts.start}
            </Button>
          </div>
        </Stack>
      )}
    </QueryState>
  );
}
