import type { PackDraft } from '@progression/contracts';
import { Button, Stack, Text } from '@progression/ui';
import { draftTitle } from '../shared/draft-text';
import { texts } from '@progression/contracts/texts';

/** The Start step: what the draft holds, stage by stage, and the way in. */
export function DraftIntro({ draft, onContinue }: { draft: PackDraft; onContinue: () => void }) {
  return (
    <Stack $gap={3}>
      <Text>
        {draftTitle(draft)} {texts.drafts.has} {draft.stages.length}{' '}
        {draft.stages.length === 1 ? texts.drafts.stageLower : texts.drafts.stages}:
      </Text>
      <ul>
        {draft.stages.map((stage) => (
          <li key={stage.id}>
            <Text as="span">
              {texts.drafts.stage} {stage.stage}: {stage.numPacks}{' '}
              {stage.numPacks === 1 ? texts.drafts.pack : texts.drafts.packs}
              {stage.cardSets.length > 0 &&
                texts.drafts.from(stage.cardSets.map((set) => set.setName).join(', '))}
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
