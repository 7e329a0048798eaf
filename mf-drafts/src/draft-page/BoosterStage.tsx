import { useDraftTable } from '@progression/api-client';
import { labels, messages, type PackDraft } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Button, Chip, Stack, Text } from '@progression/ui';
import { tablePath } from '../shared/paths';

const text = messages.boosterDraft;

/** A booster draft stage of the draft page: where its table stands, and the way to it. */
export function BoosterStage({ draft }: { draft: PackDraft }) {
  const table = useDraftTable(draft.id);
  return (
    <QueryState query={table} what={text.tableWhat}>
      {(found) => (
        <Stack $gap={3} $align="start">
          <Stack $direction="row" $gap={2} $align="center" $wrap>
            <Chip size="small" label={labels.draftTableStatus[found.status]} />
            <Text>{text.roundOf(found.round, found.rounds)}</Text>
            <Text>{text.picksMade(found.picks.length)}</Text>
          </Stack>
          <Button onClick={() => navigate(tablePath(found.gameId, draft.id))}>{text.openTable}</Button>
        </Stack>
      )}
    </QueryState>
  );
}
