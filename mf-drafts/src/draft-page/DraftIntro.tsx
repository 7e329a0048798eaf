import type { PackDraft } from '@progression/contracts';
import { Button, Stack, Text } from '@progression/ui';
import { draftTitle } from '../shared/draft-text';
import { draftsTexts } from '@progression/contracts/texts/drafts';

/** The Start step: what the draft holds, stage by stage, and the way in. */
export function DraftIntro({ draft, onContinue }: { draft: PackDraft; onContinue: () => void }) {
  return (
    <Stack $gap={3}>
      <Text>{draftsTexts.draftHasStages(draftTitle(draft), draft.stages.length)}</Text>
      <ul>
        {draft.stages.map((stage) => (
          <li key={stage.id}>
            <Text as="span">
              {draftsTexts.stageIntro(
                stage.stage,
                stage.numPacks,
                stage.cardSets.map((set) => set.setName),
              )}
            </Text>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onContinue}>{draftsTexts.continue}</Button>
      </div>
    </Stack>
  );
}
