import styled, { css } from 'styled-components';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { Color, Rarity } from '../theme/palettes';

export type ChipVariant = 'soft' | 'filled' | 'outlined';

const Root = styled.span<{ $color: Color; $rarity?: Rarity; $variant: ChipVariant; $small: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  max-width: 100%;
  height: ${({ $small }) => ($small ? 22 : 28)}px;
  padding: 0 ${({ theme, $small }) => theme.spacing($small ? 2 : 3)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme, $small }) => ($small ? theme.typography.sizes.xs : theme.typography.sizes.sm)};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  line-height: 1;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ theme, $color, $rarity, $variant }) => {
    if ($rarity) {
      const rarity = theme.palette.rarity[$rarity];
      return css`
        background: ${rarity.main};
        color: ${rarity.contrastText};
      `;
    }
    const role = theme.palette[$color];
    if ($variant === 'filled')
      return css`
        background: ${role.main};
        color: ${role.contrastText};
      `;
    if ($variant === 'outlined')
      return css`
        border-color: ${role.main};
        color: ${role.main};
      `;
    return css`
      background: ${role.soft};
      color: ${role.onSoft};
    `;
  }}
`;

export interface ChipProps extends Omit<ComponentPropsWithRef<'span'>, 'color'> {
  label: ReactNode;
  /** Status or action colour (e.g. success for a completed game). */
  color?: Color;
  /** Colours the chip as a card rarity instead. */
  rarity?: Rarity;
  variant?: ChipVariant;
  size?: 'small' | 'medium';
  icon?: ReactNode;
}

/** A compact status label (game status, week, draft stage). */
export function Chip({
  label,
  color = 'neutral',
  rarity,
  variant = 'soft',
  size = 'medium',
  icon,
  ...rest
}: ChipProps) {
  return (
    <Root $color={color} $rarity={rarity} $variant={variant} $small={size === 'small'} {...rest}>
      {icon}
      {label}
    </Root>
  );
}
