import { navigate } from '@progression/platform';
import {
  Button,
  CalendarIcon,
  Card,
  CardContent,
  CollectionIcon,
  Heading,
  media,
  PackageIcon,
  ShieldIcon,
  SwordsIcon,
  Text,
  TrophyIcon,
} from '@progression/ui';
import styled from 'styled-components';
import { shellTexts } from '@progression/contracts/texts/shell';

const Page = styled.article`
  max-width: 880px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const Features = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Feature = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-content: start;
  column-gap: ${({ theme }) => theme.spacing(2)};
  row-gap: ${({ theme }) => theme.spacing(0.5)};
  & > svg {
    grid-row: span 2;
    color: ${({ theme }) => theme.palette.primary.main};
  }
  & dt {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  & dd {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Steps = styled.ol`
  margin: 0;
  margin-top: ${({ theme }) => theme.spacing(2)};
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
    CalendarIcon,
    'A new set each week',
    'The league starts with the oldest sets and unlocks more of the card pool every week, the way the game grew.',
  ],
  [PackageIcon, 'Packs', "Every player drafts and opens that week's packs. What you pull is all you get."],
  [
    CollectionIcon,
    'Your collection',
    'Opened cards go to your collection for this league, and nowhere else.',
  ],
  [
    ShieldIcon,
    "Decks under the week's banlist",
    'Build decks from the cards you own; each week follows the banlist that was in force for its sets.',
  ],
  [SwordsIcon, 'Matches', 'Everyone plays everyone once a week. Record each win or loss.'],
  [
    TrophyIcon,
    'Rewards',
    'Weeks, wins and losses earn reward packs and wildcards, so no one falls too far behind.',
  ],
] as const;

/** /welcome: what a progression league is and how to start one. */
export default function WelcomePage() {
  return (
    <Page>
      <Intro>
        <Heading level={1}>{shellTexts.welcomeToProgression}</Heading>
        <Text size="lg">{shellTexts.aProgressionLeagueReplaysYu}</Text>
      </Intro>

      <Card>
        <CardContent>
          <Heading level={2} look={3}>
            {shellTexts.howALeagueWorks}
          </Heading>
          <Features>
            {weekly.map(([Icon, term, description]) => (
              <Feature key={term}>
                <Icon size="1.75rem" />
                <dt>{term}</dt>
                <dd>{description}</dd>
              </Feature>
            ))}
          </Features>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Heading level={2} look={3}>
            {shellTexts.startALeague}
          </Heading>
          <Steps>
            <li>
              <strong>{shellTexts.createAModeStep}</strong> {shellTexts.aModeIsTheLeague}
            </li>
            <li>
              <strong>{shellTexts.startAGame}</strong> {shellTexts.fromThatModeYouBecome}
            </li>
            <li>
              <strong>{shellTexts.shareTheInviteCode}</strong> {shellTexts.shownOnTheGameS}
            </li>
            <li>
              <strong>{shellTexts.startWeek1}</strong> {shellTexts.fromTheGameSAdmin}
            </li>
          </Steps>
        </CardContent>
      </Card>

      <Links>
        <Button onClick={() => navigate('/modes/overview')}>{shellTexts.createAMode}</Button>
        <Button variant="outlined" onClick={() => navigate('/games/new-game')}>
          {shellTexts.startAGame}
        </Button>
        <Button variant="outlined" onClick={() => navigate('/games/overview')}>
          {shellTexts.joinWithAnInviteCode}
        </Button>
      </Links>
    </Page>
  );
}
