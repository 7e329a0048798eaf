import { useDraftResults } from '@progression/api-client';
import type { PackDraft } from '@progression/contracts';
import { QueryState } from '@progression/platform/views';
import { Alert, Stack, Text } from '@progression/ui';
import { DraftedCards } from './DraftedCards';

/** The Finish step: every card the draft gave, rarest first. */
export function DraftFinished({ draft }: { draft: PackDraft }) {
  const results = useDraftResults(draft.id);
  return (
    <Stack $gap={3}>
      <Alert severity="success">This draft is complete.</Alert>
      <QueryState query={results} what="the draft's cards">
        {(cards) => (
          <Stack $gap={2}>
            <Text weight="semibold">
              You drafted {cards.length} {cards.length === 1 ? 'card' : 'cards'}
            </Text>
            <DraftedCards cards={cards} label="Drafted cards" />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
