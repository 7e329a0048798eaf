import { useCardSets, useFillStage, useStagePreview } from '@progression/api-client';
import { messages, type DraftStage, type PackDraft } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { flash, flashFailure } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Alert, Button, Stack, Text } from '@progression/ui';
import { useMemo, useState } from 'react';
import { SetCounts } from '../SetCounts';
import { ShopList } from './ShopList';
import {
  selectedTotal,
  selectionError,
  ruleInfo,
  toSelections,
  type ShopSelection,
  type ShopSet,
} from './shop-rules';

interface ShopStageProps {
  draft: PackDraft;
  stage: DraftStage;
  canStart: boolean;
  onFilled: () => void;
}

/**
 * A SHOP stage: the player picks packs per set with plus and minus (blocked by the max pack rules and the
 * stage's pack count), Submit checks the choice (the spec's messages as error flashes) and shows a
 * preview; Go Back returns to the choice, Start fills the stage (the server checks it all again).
 */
export function ShopStage({ draft, stage, canStart, onFilled }: ShopStageProps) {
  const preview = useStagePreview(draft.id, stage.stage);
  const catalogSets = useCardSets();
  const fill = useFillStage(draft);
  const [selection, setSelection] = useState<ShopSelection>({});
  const [reviewing, setReviewing] = useState(false);

  const types = useMemo(
    () => new Map((catalogSets.data ?? []).map((set) => [set.id, set.type])),
    [catalogSets.data],
  );

  return (
    <QueryState query={preview} what={draftsTexts.theShop}>
      {(found) => {
        const offered =
          found.setCounts.length > 0 ? found.setCounts.map((entry) => entry.set) : stage.cardSets;
        const sets: ShopSet[] = offered.map((set) => ({ ...set, type: types.get(set.id) }));
        const rules = found.maxPackRules;
        const submit = () => {
          const error = selectionError(selection, sets, rules, stage.numPacks);
          if (error) flash.error(error);
          else setReviewing(true);
        };
        if (reviewing) {
          const counts = offered
            .filter((set) => (selection[set.id] ?? 0) > 0)
            .map((set) => ({ set, count: selection[set.id] ?? 0 }));
          return (
            <Stack $gap={4}>
              <Text weight="semibold">{messages.drafts.packPreview(stage.numPacks)}</Text>
              <SetCounts counts={counts} />
              <Stack $direction="row" $gap={2}>
                <Button variant="outlined" onClick={() => setReviewing(false)}>
                  {draftsTexts.goBack}
                </Button>
                <Button
                  disabled={!canStart}
                  loading={fill.isPending}
                  onClick={() =>
                    fill.mutate(
                      { stage: stage.stage, selections: toSelections(selection) },
                      { onSuccess: onFilled, onError: flashFailure },
                    )
                  }
                >
                  {draftsTexts.start}
                </Button>
              </Stack>
            </Stack>
          );
        }
        return (
          <Stack $gap={4}>
            {rules.map((rule, index) => (
              <Alert key={index} severity="info">
                {ruleInfo(rule)}
              </Alert>
            ))}
            <Text weight="semibold" aria-live="polite">
              {draftsTexts.packsSelected(selectedTotal(selection), stage.numPacks)}
            </Text>
            <ShopList
              sets={sets}
              selection={selection}
              rules={rules}
              numPacks={stage.numPacks}
              onChange={setSelection}
            />
            <div>
              <Button onClick={submit} disabled={!canStart}>
                {draftsTexts.submit}
              </Button>
            </div>
          </Stack>
        );
      }}
    </QueryState>
  );
}
