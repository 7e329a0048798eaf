import styled, { keyframes } from 'styled-components';
import type { Color } from '../theme/palettes';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number; $color?: Color }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  color: ${({ theme, $color }) => ($color ? theme.palette[$color].main : 'currentColor')};
  animation: ${spin} 0.75s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Defaults to the surrounding text colour. */
  color?: Color;
  /** What is loading, read by screen readers. Pass `null` when a parent already says it (a busy button). */
  label?: string | null;
  className?: string;
}

/** An indeterminate spinning ring. */
export function Spinner({ size = 24, color, label = 'Loading', className }: SpinnerProps) {
  if (label === null) return <Ring aria-hidden="true" $size={size} $color={color} className={className} />;
  return <Ring role="progressbar" aria-label={label} $size={size} $color={color} className={className} />;
}
