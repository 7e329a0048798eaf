import { messages, type Game } from '@progression/contracts';
import { useMatchConfig, useMatchLegs } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { Alert, Page, Tab, TabList, TabPanel, Tabs } from '@progression/ui';
import { PointsChart } from './PointsChart';
import { ScoreTable } from './ScoreTable';
import { completedLegs, currentScores, legInProgress, pointsOverWeeks } from './score-tables';

/** /games/game/{id}/stats: Current Scores, In Progress and one tab per completed leg, with a points chart. */
export function ScoresPage({ game }: { game: Game }) {
  const legs = useMatchLegs(game.id);
  const legLength = useMatchConfig(game.id).data?.legLength ?? 1;
  return (
    <Page as="div" title="Scores" subtitle={game.name}>
      <QueryState query={legs} what="the scores">
        {(found) => {
          if (found.length === 0) return <Alert severity="info">{messages.matches.legsNotEnabled}</Alert>;
          const inProgress = legInProgress(found);
          const completed = completedLegs(found);
          return (
            <>
              <PointsChart
                series={pointsOverWeeks(found, legLength, game.activeWeek)}
                lastWeek={game.activeWeek}
              />
              <Tabs defaultValue="current">
                <TabList aria-label="Score tables">
                  <Tab value="current">Current Scores</Tab>
                  <Tab value="progress">In Progress</Tab>
                  {completed.map((leg) => (
                    <Tab key={leg.leg} value={`leg-${leg.leg}`}>
                      {messages.matches.leg(leg.leg)}
                    </Tab>
                  ))}
                </TabList>
                <TabPanel value="current">
                  <ScoreTable caption="Current Scores" entries={currentScores(found)} />
                </TabPanel>
                <TabPanel value="progress">
                  <ScoreTable caption="In Progress" entries={inProgress?.entries ?? []} />
                </TabPanel>
                {completed.map((leg) => (
                  <TabPanel key={leg.leg} value={`leg-${leg.leg}`}>
                    <ScoreTable caption={messages.matches.leg(leg.leg)} entries={leg.entries} />
                  </TabPanel>
                ))}
              </Tabs>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
