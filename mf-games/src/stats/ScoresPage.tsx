import { messages, type Game, type MatchLegsResponse } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { useMatchConfig, useMatchScores } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { Alert, Muted, Page, Stack, Tab, TabList, TabPanel, Tabs } from '@progression/ui';
import { PointsChart } from './PointsChart';
import { ScoreTable } from './ScoreTable';
import { StandingsTable } from './StandingsTable';
import { SwissStandingsTable } from './SwissStandingsTable';
import { completedLegs, legInProgress, pointsOverWeeks } from './score-tables';

const text = messages.matches;

/**
 * /games/game/{id}/stats. With legs: Current Scores (completed legs only), In Progress (provisional, and
 * marked so) and one tab per completed leg, with a chart of the points. Without: the standings of every
 * week.
 */
export function ScoresPage({ game }: { game: Game }) {
  const scores = useMatchScores(game.id);
  const legLength = useMatchConfig(game.id).data?.legLength ?? 1;
  return (
    <Page title={text.scoresTitle} subtitle={game.name}>
      <QueryState query={scores} what={gamesTexts.theScores}>
        {(found) =>
          found.legs.length === 0 ? (
            <Stack $gap={2}>
              <Alert severity="info">{text.legsNotEnabled}</Alert>
              {found.swissStandings.length > 0 ? (
                <SwissStandingsTable standings={found.swissStandings} />
              ) : (
                <StandingsTable standings={found.standings} />
              )}
            </Stack>
          ) : (
            <LegTabs scores={found} legLength={legLength} activeWeek={game.activeWeek} />
          )
        }
      </QueryState>
    </Page>
  );
}

function LegTabs({
  scores,
  legLength,
  activeWeek,
}: {
  scores: MatchLegsResponse;
  legLength: number;
  activeWeek: number;
}) {
  const inProgress = legInProgress(scores.legs);
  const completed = completedLegs(scores.legs);
  return (
    <Stack $gap={2}>
      {completed.length > 0 && (
        <PointsChart series={pointsOverWeeks(scores.legs, legLength, activeWeek)} lastWeek={activeWeek} />
      )}
      <Tabs defaultValue="current">
        <TabList aria-label={text.scoreTables}>
          <Tab value="current">{text.currentScores}</Tab>
          <Tab value="progress">{text.inProgress}</Tab>
          {completed.map((leg) => (
            <Tab key={leg.leg} value={`leg-${leg.leg}`}>
              {text.leg(leg.leg)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="current">
          <Stack $gap={1}>
            <Muted>{text.currentScoresNote}</Muted>
            <ScoreTable caption={text.currentScores} entries={scores.currentScores} />
          </Stack>
        </TabPanel>
        <TabPanel value="progress">
          {inProgress ? (
            <Stack $gap={1}>
              <Alert severity="warning">{text.provisional(inProgress.leg)}</Alert>
              <ScoreTable caption={text.inProgress} entries={inProgress.entries} />
            </Stack>
          ) : (
            <Alert severity="info">{text.noLegInProgress}</Alert>
          )}
        </TabPanel>
        {completed.map((leg) => (
          <TabPanel key={leg.leg} value={`leg-${leg.leg}`}>
            <ScoreTable caption={text.leg(leg.leg)} entries={leg.entries} />
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
