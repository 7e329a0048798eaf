import { isPackReward, rewardTypeNames, type GameReward } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { useGameReward } from '@progression/api-client';
import { ApiError, navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Button, Chip, EmptyState, Page } from '@progression/ui';
import { useParams } from '@progression/router';
import { ClaimReview } from './ClaimReview';
import { PackClaim } from './PackClaim';
import { WildcardClaim } from './WildcardClaim';

function RewardClaim({ reward }: { reward: GameReward }) {
  const isPack = isPackReward(reward.type);
  if (!reward.draftId) return <EmptyState title={draftsTexts.thisRewardHasNothingTo} />;
  if (reward.status === 'CLAIMED')
    return <ClaimReview reward={reward} draftId={reward.draftId} isPack={isPack} />;
  return isPack ? (
    <PackClaim reward={reward} draftId={reward.draftId} />
  ) : (
    <WildcardClaim reward={reward} draftId={reward.draftId} />
  );
}

/** /games/game/{gameId}/rewards/{rewardId}: claim a pack or wildcard reward, or review a claimed one. */
export function RewardClaimPage() {
  const { gameId = '', rewardId = '' } = useParams();
  const reward = useGameReward(rewardId);
  const back = (
    <Button variant="text" onClick={() => navigate(`/games/game/${encodeURIComponent(gameId)}/rewards`)}>
      {draftsTexts.backToRewards}
    </Button>
  );
  if (reward.error instanceof ApiError && reward.error.status === 404)
    return (
      <Page title={draftsTexts.reward} actions={back}>
        <EmptyState title={draftsTexts.rewardNotFound} />
      </Page>
    );
  return (
    <QueryState query={reward} what={draftsTexts.theReward}>
      {(found) => (
        <Page
          title={`${rewardTypeNames[found.type]} x ${found.quantity}`}
          subtitle={<Chip size="small" label={draftsTexts.week(found.week)} />}
          actions={back}
        >
          <RewardClaim reward={found} />
        </Page>
      )}
    </QueryState>
  );
}
