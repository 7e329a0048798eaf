import { useDraftTable, useStageResults } from '@progression/api-client';
import { labels, messages, type DraftStage, type PackDraft } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Button, Chip, Stack, Text } from '@progression/ui';
import { tablePath } from '../shared/paths';
import { DraftedCards } from './DraftedCards';

const text = messages.boosterDraft;

/** What the player picked at the stage's table, once it is complete (the stage's results). */
function StagePicks({ draft, stage }: { draft: PackDraft; stage: DraftStage }) {
  const results = useStageResults(draft.id, stage.stage);
  return (
    <QueryState query={results} what={draftsTexts.theStageSCards}>
      {(cards) => (
        <Stack $gap={2}>
          <Text weight="semibold">{text.stagePicked(stage.stage, cards.length)}</Text>
          <DraftedCards cards={cards} label={text.stagePicksLabel(stage.stage)} />
        </Stack>
      )}
    </QueryState>
  );
}

/** A booster draft stage of the draft page: where its table stands, the way to it, then the picks. */
export function BoosterStage({ draft, stage }: { draft: PackDraft; stage: DraftStage }) {
  const table = useDraftTable(draft.id);
  return (
    <Stack $gap={4}>
      <QueryState query={table} what={text.tableWhat}>
        {(found) => (
          <Stack $gap={3} $align="start">
            <Stack $direction="row" $gap={2} $align="center" $wrap>
              <Chip size="small" label={labels.draftTableStatus[found.status]} />
              <Text>{text.roundOf(found.round, found.rounds)}</Text>
              <Text>{text.picksMade(found.picks.length)}</Text>
            </Stack>
            <Button onClick={() => navigate(tablePath(draft))}>{text.openTable}</Button>
          </Stack>
        )}
      </QueryState>
      {stage.tableComplete && <StagePicks draft={draft} stage={stage} />}
    </Stack>
  );
}
