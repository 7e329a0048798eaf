import type { GameReward } from '@progression/contracts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, Chip, Stack, Text } from '@progression/ui';
import { rewardClaimPath, rewardLabel } from './reward-lists';
import { gamesTexts } from '@progression/contracts/texts/games';

/** One reward: type x quantity, its week, and Claim reward (or its review once claimed). */
export function RewardCard({ reward }: { reward: GameReward }) {
  const claimed = reward.status === 'CLAIMED';
  return (
    <Card aria-label={rewardLabel(reward)}>
      <CardContent>
        <Stack $direction="row" $gap={2} $align="center">
          <Text weight="semibold">{rewardLabel(reward)}</Text>
          <Chip size="small" label={gamesTexts.week(reward.week)} />
          {claimed && <Chip size="small" color="success" variant="outlined" label={gamesTexts.claimed} />}
        </Stack>
      </CardContent>
      <CardActions>
        <Button
          variant={claimed ? 'outlined' : 'contained'}
          onClick={() => navigate(rewardClaimPath(reward))}
        >
          {claimed ? gamesTexts.viewReward : gamesTexts.claimReward}
        </Button>
      </CardActions>
    </Card>
  );
}
