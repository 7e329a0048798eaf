import { messages, type Playoff, type PlayoffMatch } from '@progression/contracts';
import { Button, Stack, VisuallyHidden } from '@progression/ui';
import styled from 'styled-components';
import { finalScores, sidesOf, type BracketSide, type ReportMode } from './bracket-view';

const t = messages.playoffs;

const MatchCard = styled.li`
  list-style: none;
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface};
  padding: ${({ theme }) => theme.spacing(1)};
`;

const Side = styled.div<{ $won: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: center;
  padding: ${({ theme }) => theme.spacing(0.5, 1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ $won }) => ($won ? 700 : 400)};
  background: ${({ theme, $won }) => ($won ? theme.palette.success.soft : 'transparent')};
  color: ${({ theme, $won }) => ($won ? theme.palette.success.onSoft : theme.palette.text.primary)};
`;

const Seed = styled.span`
  min-width: 2ch;
  text-align: end;
  color: inherit;
  font-variant-numeric: tabular-nums;
`;

const Name = styled.span`
  overflow-wrap: anywhere;
`;

function SideRow({ side }: { side: BracketSide }) {
  return (
    <Side $won={side.won}>
      <Seed>
        {side.seed !== null && (
          <>
            <VisuallyHidden>{t.seed(side.seed)}</VisuallyHidden>
            <span aria-hidden="true">{side.seed}</span>
          </>
        )}
      </Seed>
      <Name>
        {side.username ?? t.waiting}
        {side.won && <VisuallyHidden>{`, ${t.winner}`}</VisuallyHidden>}
      </Name>
      <span>{side.games ?? ''}</span>
    </Side>
  );
}

/** One match of the bracket: its two sides (seed, name, games won; the winner highlighted) and the report controls. */
export function BracketMatch({
  playoff,
  match,
  label,
  mode,
  pending,
  onReport,
}: {
  playoff: Playoff;
  match: PlayoffMatch;
  label: string;
  mode: ReportMode;
  pending: boolean;
  onReport: (winnerId: string, winnerGames: number, loserGames: number) => void;
}) {
  const sides = sidesOf(playoff, match);
  return (
    <MatchCard aria-label={label}>
      <SideRow side={sides[0]} />
      <SideRow side={sides[1]} />
      {mode && (
        <Stack
          $gap={1}
          role="group"
          aria-label={`${mode === 'REPORT' ? t.reportTitle : t.correctTitle}: ${label}`}
        >
          <VisuallyHidden>{mode === 'REPORT' ? t.reportTitle : t.correctTitle}</VisuallyHidden>
          <Stack $direction="row" $gap={1} $wrap>
            {sides.flatMap((side) =>
              finalScores(playoff.bestOf).map(([winnerGames, loserGames]) => {
                const current = side.won && side.games === winnerGames;
                return (
                  <Button
                    key={`${side.playerId}-${winnerGames}-${loserGames}`}
                    variant="outlined"
                    size="small"
                    disabled={pending || current}
                    onClick={() => onReport(side.playerId!, winnerGames, loserGames)}
                  >
                    {t.reportWin(side.username ?? '', winnerGames, loserGames)}
                  </Button>
                );
              }),
            )}
          </Stack>
        </Stack>
      )}
    </MatchCard>
  );
}
