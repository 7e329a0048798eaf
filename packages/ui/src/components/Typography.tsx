import styled, { css } from 'styled-components';
import type { ComponentPropsWithRef } from 'react';
import type { Theme } from '../theme/themes';

type TextSize = keyof Theme['typography']['sizes'];
type TextWeight = keyof Theme['typography']['weights'];
type TextTone = 'primary' | 'secondary' | 'disabled' | 'error' | 'success' | 'info' | 'warning';

const toneColor = (theme: Theme, tone: TextTone) => {
  if (tone === 'primary' || tone === 'secondary' || tone === 'disabled') return theme.palette.text[tone];
  return theme.palette[tone].main;
};

interface TextStyleProps {
  $size?: TextSize;
  $weight?: TextWeight;
  $tone?: TextTone;
  $truncate?: boolean;
}

const textStyles = css<TextStyleProps>`
  margin: 0;
  color: ${({ theme, $tone = 'primary' }) => toneColor(theme, $tone)};
  font-size: ${({ theme, $size = 'md' }) => theme.typography.sizes[$size]};
  font-weight: ${({ theme, $weight = 'regular' }) => theme.typography.weights[$weight]};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  ${({ $truncate }) =>
    $truncate &&
    css`
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    `}
`;

const StyledText = styled.p<TextStyleProps>`
  ${textStyles}
`;

export interface TextProps extends ComponentPropsWithRef<'p'> {
  size?: TextSize;
  weight?: TextWeight;
  tone?: TextTone;
  /** Cut to one line with an ellipsis. */
  truncate?: boolean;
  /** Render as another element, e.g. `span` inside a line. */
  as?: 'p' | 'span' | 'div' | 'label' | 'strong' | 'em' | 'small';
}

/** Body text. */
export function Text({ size, weight, tone, truncate, as, ...rest }: TextProps) {
  return <StyledText as={as} $size={size} $weight={weight} $tone={tone} $truncate={truncate} {...rest} />;
}

/** Secondary, quieter text (dates, hints, counters). */
export function Muted({ size = 'sm', ...rest }: Omit<TextProps, 'tone'>) {
  return <Text size={size} tone="secondary" {...rest} />;
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const StyledHeading = styled.h2<{ $look: HeadingLevel }>`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme, $look }) => theme.typography.sizes[`h${$look}`]};
  font-weight: ${({ theme, $look }) => ($look <= 2 ? theme.typography.weights.bold : theme.typography.weights.semibold)};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The document outline level (h1-h6). */
  level?: HeadingLevel;
  /** Look like another level without changing the outline. */
  look?: HeadingLevel;
}

/** A heading of the document outline. */
export function Heading({ level = 2, look, ...rest }: HeadingProps) {
  const tag = `h${level}` as const;
  return <StyledHeading as={tag} $look={look ?? level} {...rest} />;
}

/** Text only screen readers read, e.g. a label for an icon-only control. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
