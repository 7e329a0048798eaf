import styled from 'styled-components';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { Color } from '../theme/palettes';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles';
import { Spinner } from './Spinner';

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

const Label = styled.span<{ $hidden: boolean }>`
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;

const Centered = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  color?: Color;
  size?: ButtonSize;
  /** Shows a spinner in place of the label, keeps the width and refuses clicks. */
  loading?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
}

/** The product's button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'contained',
  color = 'primary',
  size = 'medium',
  loading = false,
  startIcon,
  endIcon,
  fullWidth,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $color={color}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      <Label $hidden={loading}>
        {startIcon}
        {children}
        {endIcon}
      </Label>
      {loading && (
        <Centered>
          <Spinner size={size === 'small' ? 16 : 20} label={null} />
        </Centered>
      )}
    </StyledButton>
  );
}
