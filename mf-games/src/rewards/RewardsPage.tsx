import { messages, type Game } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { useGameRewards, useRewardTracks } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { Alert, Grid, Muted, Page, Section, Stack, Text } from '@progression/ui';
import { RewardCard } from './RewardCard';
import { rewardsByKind, trackKindOrder, trackProgressTexts } from './reward-lists';

/** /games/game/{id}/rewards: the player's progress on each track and their Weekly, Wins and Losses rewards. */
export function RewardsPage({ game }: { game: Game }) {
  const tracks = useRewardTracks(game.id);
  const rewards = useGameRewards(game.id);
  return (
    <Page title={gamesTexts.rewards} subtitle={game.name}>
      <Alert severity="info">{messages.rewards.tracksUpdateNotice}</Alert>
      <QueryState query={tracks} what={gamesTexts.yourRewardTracks}>
        {(foundTracks) => (
          <>
            <Section title={gamesTexts.nextRewards} panel>
              <Grid $columns={{ xs: 1, md: 3 }}>
                {trackKindOrder.map((kind) => {
                  const track = foundTracks.find((candidate) => candidate.kind === kind);
                  return (
                    <Stack key={kind} $gap={1}>
                      <Muted>{messages.rewards.trackTitles[kind]}</Muted>
                      {(track ? trackProgressTexts(track) : [messages.rewards.noNextReward]).map(
                        (text, index) => (
                          <Text key={index} weight="semibold">
                            {text}
                          </Text>
                        ),
                      )}
                    </Stack>
                  );
                })}
              </Grid>
            </Section>
            <QueryState query={rewards} what={gamesTexts.yourRewards}>
              {(foundRewards) => {
                const lists = rewardsByKind(foundRewards, foundTracks);
                return trackKindOrder.map((kind) => (
                  <Section key={kind} title={messages.rewards.trackTitles[kind]}>
                    {lists[kind].length === 0 ? (
                      <Muted>{messages.rewards.noCurrentRewards}</Muted>
                    ) : (
                      <Grid $columns={{ xs: 1, sm: 2, md: 3 }}>
                        {lists[kind].map((reward) => (
                          <RewardCard key={reward.id} reward={reward} />
                        ))}
                      </Grid>
                    )}
                  </Section>
                ));
              }}
            </QueryState>
          </>
        )}
      </QueryState>
    </Page>
  );
}
