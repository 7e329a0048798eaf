import { messages, type Playoff } from '@progression/contracts';
import { Heading, media } from '@progression/ui';
import styled from 'styled-components';
import { BracketMatch } from './BracketMatch';
import { reportModeOf, roundsOf } from './bracket-view';

const t = messages.playoffs;

// Rounds side by side as columns on a wide screen; stacked one under the other on a phone.
const Rounds = styled.ol`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(220px, 1fr);
  gap: ${({ theme }) => theme.spacing(3)};
  padding: 0;
  margin: 0;
  ${media.down('md')} {
    grid-auto-flow: row;
    grid-auto-columns: auto;
  }
`;

const Round = styled.li`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

// A round's matches spread out beside the round before them, so each sits between the two it follows.
const Matches = styled.ul`
  display: flex;
  flex-direction: column;
  justify-content: space-around;
  flex: 1;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: 0;
  margin: 0;
`;

/** The playoff's bracket: a column per round, each match with its players and, where the viewer may, the report buttons. */
export function Bracket({
  playoff,
  myPlayerId,
  isAdmin,
  pendingMatchId,
  onReport,
}: {
  playoff: Playoff;
  myPlayerId: string | null;
  isAdmin: boolean;
  pendingMatchId: string | null;
  onReport: (matchId: string, winnerId: string, winnerGames: number, loserGames: number) => void;
}) {
  return (
    <Rounds aria-label={t.bracket}>
      {roundsOf(playoff).map((matches, index) => {
        const name = t.roundName(index + 1, playoff.rounds);
        return (
          <Round key={name}>
            <Heading level={2} look={4}>
              {name}
            </Heading>
            <Matches>
              {matches.map((match) => (
                <BracketMatch
                  key={match.id}
                  playoff={playoff}
                  match={match}
                  label={matches.length === 1 ? name : t.matchLabel(name, match.slot)}
                  mode={reportModeOf(match, myPlayerId, isAdmin)}
                  pending={pendingMatchId === match.id}
                  onReport={(winnerId, winnerGames, loserGames) =>
                    onReport(match.id, winnerId, winnerGames, loserGames)
                  }
                />
              ))}
            </Matches>
          </Round>
        );
      })}
    </Rounds>
  );
}
