import type { CollectionQuery, GameReward } from '@progression/contracts';
import { messages } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { useClaimCards, useWildcardCards, useWildcardDraft } from '@progression/api-client';
import { CardSizeControl } from '@progression/card-ui';
import { flashFailure, useCardSize } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Alert, Button, Muted, Section, Stack, Text } from '@progression/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PoolSearch, unfiltered } from './PoolSearch';
import { WildcardCardButton } from './WildcardCardButton';
import { selectionText, toggleWildcardCard } from './wildcard-selection';

const Cards = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** A wildcard reward: pick one card (three copies) or two different cards (one each), week by week. */
export function WildcardClaim({ reward, draftId }: { reward: GameReward; draftId: string }) {
  const [query, setQuery] = useState<CollectionQuery>(unfiltered);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const draft = useWildcardDraft(draftId);
  const weeks = useWildcardCards(draftId, query);
  const claim = useClaimCards(reward);
  const [size] = useCardSize();
  const toggle = (cardId: string) => {
    const next = toggleWildcardCard(selected, cardId);
    setSelected(next.selected);
    setRefusal(next.error);
  };
  return (
    <QueryState query={draft} what={draftsTexts.theWildcard}>
      {(found) => (
        <Section title={found.commonsOnly ? draftsTexts.chooseCommonCards : draftsTexts.chooseCards} panel>
          <Stack $gap={3}>
            <Muted>{messages.drafts.wildcardSelectCards}</Muted>
            <PoolSearch label={draftsTexts.searchTheCards} onChange={setQuery} />
            <div>
              <CardSizeControl />
            </div>
            <Stack $direction="row" $gap={2} $align="center" $wrap>
              <Text aria-live="polite">{selectionText(selected.length, reward.quantity)}</Text>
              <Button
                variant="outlined"
                disabled={selected.length === 0}
                onClick={() => {
                  setSelected([]);
                  setRefusal(undefined);
                }}
              >
                {draftsTexts.clearSelections}
              </Button>
              <Button
                disabled={selected.length === 0}
                loading={claim.isPending}
                onClick={() =>
                  claim.mutate(
                    { id: found.id, rewardId: found.rewardId, selectedCardIds: [...selected] },
                    { onError: flashFailure },
                  )
                }
              >
                {draftsTexts.claimReward}
              </Button>
            </Stack>
            {refusal && <Alert severity="warning">{refusal}</Alert>}
            <QueryState query={weeks} what={draftsTexts.theCardsYouCanChoose}>
              {(foundWeeks) =>
                foundWeeks.every((week) => week.cards.length === 0) ? (
                  <Muted>{draftsTexts.noCardsMatch}</Muted>
                ) : (
                  foundWeeks
                    .filter((week) => week.cards.length > 0)
                    .map((week) => (
                      <Section key={week.week} title={draftsTexts.week(week.week)} level={3}>
                        <Cards role="group" aria-label={draftsTexts.weekCards(week.week)}>
                          {week.cards.map((item) => (
                            <WildcardCardButton
                              key={item.card.id}
                              item={item}
                              selected={selected.includes(item.card.id)}
                              onToggle={() => toggle(item.card.id)}
                              size={size}
                            />
                          ))}
                        </Cards>
                      </Section>
                    ))
                )
              }
            </QueryState>
          </Stack>
        </Section>
      )}
    </QueryState>
  );
}
