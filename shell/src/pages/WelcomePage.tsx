import { navigate } from '@progression/platform';
import { Button, Card, CardContent, Heading, Text } from '@progression/ui';
import styled from 'styled-components';

const Page = styled.article`
  max-width: 880px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const weekly = [
  [
    'A new set each week',
    'The league starts with the oldest sets and unlocks more of the card pool every week, the way the game grew.',
  ],
  ['Packs', "Every player drafts and opens that week's packs. What you pull is all you get."],
  ['Your collection', 'Opened cards go to your collection for this league, and nowhere else.'],
  [
    "Decks under the week's banlist",
    'Build decks from the cards you own; each week follows the banlist that was in force for its sets.',
  ],
  ['Matches', 'Everyone plays everyone once a week. Record each win or loss.'],
  ['Rewards', 'Weeks, wins and losses earn reward packs and wildcards, so no one falls too far behind.'],
] as const;

/** /welcome: what a progression league is and how to start one. */
export default function WelcomePage() {
  return (
    <Page>
      <header>
        <Heading level={1}>Welcome to Progression</Heading>
        <Text>
          A progression league replays Yu-Gi-Oh from the start with your friends. Nobody begins with a
          collection: week by week you open packs, build decks from what you pulled and play each other under
          the rules of that time.
        </Text>
      </header>

      <Card>
        <CardContent>
          <Heading level={2} look={3}>
            How a league works
          </Heading>
          <dl>
            {weekly.map(([term, description]) => (
              <div key={term}>
                <dt>
                  <strong>{term}</strong>
                </dt>
                <dd>{description}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Heading level={2} look={3}>
            Start a league
          </Heading>
          <Steps>
            <li>
              <strong>Create a mode.</strong> A mode is the league's plan: which sets unlock in which week,
              how many packs each draft gives, and which banlist applies.
            </li>
            <li>
              <strong>Start a game</strong> from that mode. You become its admin.
            </li>
            <li>
              <strong>Share the invite code</strong> shown on the game's overview; friends join with it from
              My Games.
            </li>
            <li>
              <strong>Start week 1</strong> from the game's admin page: everyone gets their first packs and
              matches.
            </li>
          </Steps>
        </CardContent>
      </Card>

      <Links>
        <Button onClick={() => navigate('/modes/overview')}>Create a mode</Button>
        <Button variant="outlined" onClick={() => navigate('/games/new-game')}>
          Start a game
        </Button>
        <Button variant="outlined" onClick={() => navigate('/games/overview')}>
          Join with an invite code
        </Button>
      </Links>
    </Page>
  );
}
