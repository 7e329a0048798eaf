import { css } from 'styled-components';
import type { Color } from '../theme/palettes';
import { focusRing } from '../theme/helpers';

export type ButtonVariant = 'contained' | 'outlined' | 'text';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $color: Color;
  $size: ButtonSize;
  $fullWidth?: boolean;
}

const heights: Record<ButtonSize, number> = { small: 32, medium: 40, large: 48 };
const paddings: Record<ButtonSize, number> = { small: 3, medium: 4, large: 5 };

/**
 * The button look, exported so a router link can look like a button:
 * `styled(Link)<ButtonStyleProps>` + `${buttonStyles}`.
 */
export const buttonStyles = css<ButtonStyleProps>`
  ${focusRing}
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => heights[$size]}px;
  padding: 0 ${({ theme, $size }) => theme.spacing(paddings[$size])};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-family: inherit;
  font-size: ${({ theme, $size }) => ($size === 'small' ? theme.typography.sizes.sm : theme.typography.sizes.md)};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  ${({ theme, $variant, $color }) => {
    const role = theme.palette[$color];
    if ($variant === 'contained')
      return css`
        background: ${role.main};
        color: ${role.contrastText};
        &:hover:not(:disabled) {
          background: ${role.strong};
        }
      `;
    if ($variant === 'outlined')
      return css`
        background: transparent;
        color: ${role.main};
        border-color: ${role.main};
        &:hover:not(:disabled) {
          background: ${role.soft};
        }
      `;
    return css`
      background: transparent;
      color: ${role.main};
      &:hover:not(:disabled) {
        background: ${role.soft};
      }
    `;
  }}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
