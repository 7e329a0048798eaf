import styled from 'styled-components';
import type { ReactNode } from 'react';
import type { Color } from '../theme/palettes';
import { VisuallyHidden } from './Typography';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

const Count = styled.span<{ $color: Color; $dot: boolean; $floating: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ $dot }) => ($dot ? 8 : 18)}px;
  height: ${({ $dot }) => ($dot ? 8 : 18)}px;
  padding: ${({ $dot }) => ($dot ? 0 : '0 5px')};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $color }) => theme.palette[$color].main};
  color: ${({ theme, $color }) => theme.palette[$color].contrastText};
  font-size: 0.7rem;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: 1;
  ${({ $floating }) => ($floating ? 'position: absolute; top: 0; right: 0; transform: translate(35%, -35%);' : '')}
`;

export interface BadgeProps {
  /** The number to show; 0 or less hides the badge unless `showZero`. */
  count?: number;
  /** Show a plain dot instead of a number. */
  dot?: boolean;
  max?: number;
  showZero?: boolean;
  color?: Color;
  /**
   * What the badge means for screen readers, e.g. "3 new notifications". The visible number is
   * hidden from them, since a bare number says nothing.
   */
  label?: string;
  /** The element the badge sits on (e.g. the bell IconButton); without it the badge stands alone. */
  children?: ReactNode;
}

/** A count or dot on the corner of another element. */
export function Badge({
  count = 0,
  dot = false,
  max = 99,
  showZero = false,
  color = 'error',
  label,
  children,
}: BadgeProps) {
  const visible = dot || count > 0 || showZero;
  const text = count > max ? `${max}+` : String(count);
  const badge = visible && (
    <Count $color={color} $dot={dot} $floating={Boolean(children)} aria-hidden={label ? true : undefined}>
      {dot ? null : text}
    </Count>
  );
  if (!children)
    return (
      <>
        {badge}
        {label && visible && <VisuallyHidden>{label}</VisuallyHidden>}
      </>
    );
  return (
    <Anchor>
      {children}
      {badge}
      {label && visible && <VisuallyHidden>{label}</VisuallyHidden>}
    </Anchor>
  );
}
