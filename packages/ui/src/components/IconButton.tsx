import styled, { css } from 'styled-components';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { Color } from '../theme/palettes';
import { focusRing } from '../theme/helpers';
import { Tooltip } from './Tooltip';

type IconButtonSize = 'small' | 'medium' | 'large';
const sizes: Record<IconButtonSize, number> = { small: 32, medium: 40, large: 48 };

const StyledIconButton = styled.button<{ $color?: Color; $size: IconButtonSize; $contained: boolean }>`
  ${focusRing}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => sizes[$size]}px;
  height: ${({ $size }) => sizes[$size]}px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  cursor: pointer;
  font-size: ${({ $size }) => ($size === 'small' ? '0.9rem' : '1rem')};
  transition: background-color ${({ theme }) => theme.transitions.fast};
  ${({ theme, $color, $contained }) =>
    $contained && $color
      ? css`
          background: ${theme.palette[$color].main};
          color: ${theme.palette[$color].contrastText};
          &:hover:not(:disabled) {
            background: ${theme.palette[$color].strong};
          }
        `
      : css`
          background: transparent;
          color: ${$color ? theme.palette[$color].main : 'inherit'};
          &:hover:not(:disabled) {
            background: ${$color ? theme.palette[$color].soft : theme.palette.hover};
          }
        `}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** What the button does, for screen readers (and the tooltip). Required: the button shows only an icon. */
  label: string;
  /** The icon. */
  children: ReactNode;
  /** Defaults to the surrounding text colour. */
  color?: Color;
  size?: IconButtonSize;
  /** A filled circle instead of a transparent one (needs a colour). */
  contained?: boolean;
  /** Also show the label as a tooltip on hover and focus. */
  showTooltip?: boolean;
}

/** A round button holding only an icon; its label is its accessible name. */
export function IconButton({
  label,
  color,
  size = 'medium',
  contained = false,
  showTooltip = false,
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  // An icon alone says nothing to a screen reader: refuse to render a nameless button.
  if (!label || !label.trim()) throw new Error('IconButton needs a non-empty label');
  const button = (
    <StyledIconButton
      type={type}
      aria-label={label}
      $color={color}
      $size={size}
      $contained={contained}
      {...rest}
    >
      {children}
    </StyledIconButton>
  );
  return showTooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}
