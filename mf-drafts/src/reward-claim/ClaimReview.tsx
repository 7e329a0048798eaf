import { messages, type GameReward, type WildcardWeek } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { useRewardPackDraft, useWildcardCards, useWildcardDraft } from '@progression/api-client';
import { navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Button, Section, Stack, Text } from '@progression/ui';
import { copiesText } from './wildcard-selection';
import { unfiltered } from './PoolSearch';

const gamePath = (reward: GameReward) => `/games/game/${encodeURIComponent(reward.gameId)}`;

/** The packs a claimed pack reward gave, with Go to draft (the REWARD pack draft to open). */
function PackReview({ reward, draftId }: { reward: GameReward; draftId: string }) {
  const draft = useRewardPackDraft(draftId, unfiltered);
  return (
    <QueryState query={draft} what={draftsTexts.yourClaimedPacks}>
      {(found) => {
        const names = new Map(found.packPool.map((entry) => [entry.cardSet.id, entry.cardSet.setName]));
        const counts = new Map<string, number>();
        for (const setId of found.selectedPackIds) counts.set(setId, (counts.get(setId) ?? 0) + 1);
        return (
          <Section title={messages.drafts.youHaveReceived} panel>
            <Stack $gap={2}>
              <ul aria-label={draftsTexts.packsReceived}>
                {[...counts].map(([setId, count]) => (
                  <li key={setId}>
                    <Text>{`${names.get(setId) ?? setId} x ${count}`}</Text>
                  </li>
                ))}
              </ul>
              {found.packDraftId && (
                <div>
                  <Button
                    onClick={() =>
                      navigate(`${gamePath(reward)}/draft/${encodeURIComponent(found.packDraftId ?? '')}`)
                    }
                  >
                    {draftsTexts.goToDraft}
                  </Button>
                </div>
              )}
            </Stack>
          </Section>
        );
      }}
    </QueryState>
  );
}

const cardName = (weeks: readonly WildcardWeek[], cardId: string) =>
  weeks.flatMap((week) => week.cards).find((item) => item.card.id === cardId)?.card.name ?? cardId;

/** The cards a claimed wildcard gave (three copies of one, or one each of two), with View collection. */
function WildcardReview({ reward, draftId }: { reward: GameReward; draftId: string }) {
  const draft = useWildcardDraft(draftId);
  const weeks = useWildcardCards(draftId, unfiltered);
  return (
    <QueryState query={draft} what={draftsTexts.yourClaimedCards}>
      {(found) => (
        <Section title={messages.drafts.youHaveReceived} panel>
          <Stack $gap={2}>
            <QueryState query={weeks} what={draftsTexts.theCardsNames}>
              {(foundWeeks) => (
                <ul aria-label={draftsTexts.cardsReceived}>
                  {found.selectedCardIds.map((cardId) => (
                    <li key={cardId}>
                      <Text>{`${cardName(foundWeeks, cardId)}: ${copiesText(found.selectedCardIds.length, reward.quantity)}`}</Text>
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
            <div>
              <Button onClick={() => navigate(`${gamePath(reward)}/collection`)}>
                {draftsTexts.viewCollection}
              </Button>
            </div>
          </Stack>
        </Section>
      )}
    </QueryState>
  );
}

/** "You have received": what a claimed reward gave. */
export function ClaimReview({
  reward,
  draftId,
  isPack,
}: {
  reward: GameReward;
  draftId: string;
  isPack: boolean;
}) {
  return isPack ? (
    <PackReview reward={reward} draftId={draftId} />
  ) : (
    <WildcardReview reward={reward} draftId={draftId} />
  );
}
