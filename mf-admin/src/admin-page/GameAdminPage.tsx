import { useParams } from '@progression/router';
import { useActivePlayer, useGame } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { Grid, Page, Stack } from '@progression/ui';
import { ActiveWeekPanel } from './ActiveWeekPanel';
import { WeekSchedulePanel } from './WeekSchedulePanel';
import { ChatBotPanel } from '../chat-bot/ChatBotPanel';
import { PlayersPanel } from '../collection-import/PlayersPanel';
import { CustomDraftPanel } from '../drafts/CustomDraftPanel';
import { RegisteredDecksPanel } from '../deck-registrations/RegisteredDecksPanel';
import { DraftPanel } from '../drafts/DraftPanel';
import { MatchConfigPanel } from '../matches/MatchConfigPanel';
import { MatchesPanel } from '../matches/MatchesPanel';
import { PlayoffPanel } from '../matches/PlayoffPanel';
import { RewardConfigPanel } from '../rewards/RewardConfigPanel';
import { RewardsAdminPanel } from '../rewards/RewardsAdminPanel';
import { adminTexts } from '@progression/contracts/texts/admin';

/**
 * The game admin page in the spec's two columns: Active Week (with its Week schedule), Custom Draft, the chat-bot config and the
 * draft panel on the left; the players (each with Import collection), Matches, the Playoff, Reward Config (with the
 * player rewards link) and Game Match Config on the right.
 */
export function GameAdminPage() {
  const { gameId = '' } = useParams();
  const game = useGame(gameId);
  const activeDrafts = useActivePlayer(gameId).data?.activeDrafts.length;
  return (
    <QueryState query={game} what={adminTexts.theGame}>
      {(found) => (
        <Page title={adminTexts.gameAdmin} subtitle={found.name}>
          <Grid $columns={{ xs: 1, lg: 2 }}>
            <Stack $gap={4}>
              <ActiveWeekPanel game={found} activeDrafts={activeDrafts} />
              <WeekSchedulePanel game={found} />
              <CustomDraftPanel game={found} />
              <ChatBotPanel game={found} />
              <DraftPanel game={found} />
            </Stack>
            <Stack $gap={4}>
              <PlayersPanel game={found} />
              <MatchesPanel game={found} />
              <PlayoffPanel game={found} />
              <RegisteredDecksPanel game={found} />
              <RewardConfigPanel game={found} />
              <RewardsAdminPanel game={found} />
              <MatchConfigPanel game={found} />
            </Stack>
          </Grid>
        </Page>
      )}
    </QueryState>
  );
}
