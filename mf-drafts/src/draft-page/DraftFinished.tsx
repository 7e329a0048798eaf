import { useDraftResults } from '@progression/api-client';
import type { PackDraft } from '@progression/contracts';
import { QueryState } from '@progression/platform/views';
import { Alert, Stack, Text } from '@progression/ui';
import { DraftedCards } from './DraftedCards';
import { texts } from '@progression/contracts';

/** The Finish step: every card the draft gave, rarest first. */
export function DraftFinished({ draft }: { draft: PackDraft }) {
  const results = useDraftResults(draft.id);
  return (
    <Stack $gap={3}>
      <Alert severity="success">{texts.drafts.thisDraftIsComplete}</Alert>
      <QueryState query={results} what={texts.drafts.theDraftSCards}>
        {(cards) => (
          <Stack $gap={2}>
            <Text weight="semibold">{texts.drafts.youDrafted(cards.length)}</Text>
            <DraftedCards cards={cards} label={texts.drafts.draftedCards} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
