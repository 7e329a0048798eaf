import styled, { useTheme } from 'styled-components';
import type { PointsSeries } from './score-tables';
import { gamesTexts } from '@progression/contracts/texts/games';

const width = 480;
const height = 160;
const pad = 24;

const Svg = styled.svg`
  max-width: 100%;
  height: auto;
`;

// Each player's name and total stay together on one line; the legend wraps between players.
const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)} ${({ theme }) => theme.spacing(2)};
`;

const LegendItem = styled.span`
  white-space: nowrap;
`;

/** A small line chart of each player's points over the weeks (its numbers are in the tables too). */
export function PointsChart({ series, lastWeek }: { series: readonly PointsSeries[]; lastWeek: number }) {
  const theme = useTheme();
  const colours = [
    theme.palette.primary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.error.main,
  ];
  const top = Math.max(1, ...series.flatMap((line) => line.points.map((point) => point.points)));
  const x = (week: number) => pad + ((width - 2 * pad) * week) / Math.max(1, lastWeek);
  const y = (points: number) => height - pad - ((height - 2 * pad) * points) / top;
  return (
    <figure>
      <Svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={gamesTexts.pointsOverTheWeeks}>
        <line
          x1={pad}
          y1={height - pad}
          x2={width - pad}
          y2={height - pad}
          stroke={theme.palette.border.strong}
        />
        <line x1={pad} y1={pad} x2={pad} y2={height - pad} stroke={theme.palette.border.strong} />
        {series.map((line, index) => (
          <polyline
            key={line.username}
            fill="none"
            strokeWidth={2}
            stroke={colours[index % colours.length]}
            points={[{ week: 0, points: 0 }, ...line.points]
              .map((point) => `${x(point.week)},${y(point.points)}`)
              .join(' ')}
          >
            <title>{line.username}</title>
          </polyline>
        ))}
      </Svg>
      <Legend>
        {series.map((line, index) => (
          <LegendItem key={line.username} style={{ color: colours[index % colours.length] }}>
            {line.username} {line.points.at(-1)?.points ?? 0}
          </LegendItem>
        ))}
      </Legend>
    </figure>
  );
}
