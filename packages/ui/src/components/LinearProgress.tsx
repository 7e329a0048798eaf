import styled, { css, keyframes } from 'styled-components';
import type { Color } from '../theme/palettes';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.palette.hover};
`;

const Bar = styled.div<{ $color: Color; $value?: number }>`
  height: 100%;
  background: ${({ theme, $color }) => theme.palette[$color].main};
  ${({ $value }) =>
    $value === undefined
      ? css`
          width: 40%;
          animation: ${slide} 1.2s ease-in-out infinite;
        `
      : css`
          width: ${$value}%;
          transition: width 120ms linear;
        `}
`;

export interface LinearProgressProps {
  /** 0 to 100; leave out for an indeterminate bar. */
  value?: number;
  color?: Color;
  /** Bar thickness in px. */
  height?: number;
  /** What progresses, for screen readers. */
  label?: string;
  className?: string;
}

/** A horizontal progress bar (e.g. a flash message's remaining lifetime, an import's progress). */
export function LinearProgress({
  value,
  color = 'primary',
  height = 4,
  label,
  className,
}: LinearProgressProps) {
  const clamped = value === undefined ? undefined : Math.min(100, Math.max(0, value));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={clamped === undefined ? undefined : 0}
      aria-valuemax={clamped === undefined ? undefined : 100}
      aria-valuenow={clamped === undefined ? undefined : Math.round(clamped)}
      $height={height}
      className={className}
    >
      <Bar $color={color} $value={clamped} />
    </Track>
  );
}
