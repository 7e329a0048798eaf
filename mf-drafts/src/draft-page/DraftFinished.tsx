import { useDraftResults } from '@progression/api-client';
import type { PackDraft } from '@progression/contracts';
import { QueryState } from '@progression/platform/views';
import { Alert, Stack, Text } from '@progression/ui';
import { DraftedCards } from './DraftedCards';
import { draftsTexts } from '@progression/contracts/texts/drafts';

/** The Finish step: every card the draft gave, rarest first. */
export function DraftFinished({ draft }: { draft: PackDraft }) {
  const results = useDraftResults(draft.id);
  return (
    <Stack $gap={3}>
      <Alert severity="success">{draftsTexts.thisDraftIsComplete}</Alert>
      <QueryState query={results} what={draftsTexts.theDraftSCards}>
        {(cards) => (
          <Stack $gap={2}>
            <Text weight="semibold">{draftsTexts.youDrafted(cards.length)}</Text>
            <DraftedCards cards={cards} label={draftsTexts.draftedCards} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
