import type { PackDraft } from '@progression/contracts';
import { Button, Stack, Text } from '@progression/ui';
import { draftTitle } from '../shared/draft-text';

/** The Start step: what the draft holds, stage by stage, and the way in. */
export function DraftIntro({ draft, onContinue }: { draft: PackDraft; onContinue: () => void }) {
  return (
    <Stack $gap={3}>
      <Text>
        {draftTitle(draft)} has {draft.stages.length} {draft.stages.length === 1 ? 'stage' : 'stages'}:
      </Text>
      <ul>
        {draft.stages.map((stage) => (
          <li key={stage.id}>
            <Text as="span">
              Stage {stage.stage}: {stage.numPacks} {stage.numPacks === 1 ? 'pack' : 'packs'}
              {stage.cardSets.length > 0 && ` from ${stage.cardSets.map((set) => set.setName).join(', ')}`}
            </Text>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onContinue}>Continue</Button>
      </div>
    </Stack>
  );
}
