import type { PackDraft } from '@progression/contracts';
import { Button, Stack, Text } from '@progression/ui';
import { draftTitle } from '../shared/draft-text';
import { texts } from '@progression/contracts';

/** The Start step: what the draft holds, stage by stage, and the way in. */
export function DraftIntro({ draft, onContinue }: { draft: PackDraft; onContinue: () => void }) {
  return (
    <Stack $gap={3}>
      <Text>{texts.drafts.draftHasStages(draftTitle(draft), draft.stages.length)}</Text>
      <ul>
        {draft.stages.map((stage) => (
          <li key={stage.id}>
            <Text as="span">
              {texts.drafts.stageIntro(
                stage.stage,
                stage.numPacks,
                stage.cardSets.map((set) => set.setName),
              )}
            </Text>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onContinue}>{texts.drafts.continue}</Button>
      </div>
    </Stack>
  );
}
