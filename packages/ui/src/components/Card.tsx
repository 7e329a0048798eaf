import styled from 'styled-components';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { focusRing } from '../theme/helpers';

/** A raised surface grouping one subject's content. */
export const Card = styled.section<{ $elevated?: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.palette.surfaceRaised};
  color: ${({ theme }) => theme.palette.text.primary};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : theme.shadows.sm)};
  overflow: hidden;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4, 4, 2)};
`;

const HeaderText = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

const Subheader = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export interface CardHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'title'> {
  title: ReactNode;
  subheader?: ReactNode;
  /** Leading visual, e.g. an Avatar or an icon. */
  avatar?: ReactNode;
  /** Trailing controls, e.g. a chip or a menu button. */
  action?: ReactNode;
  /** Heading level of the title in the page outline: 2 for a card directly on a page, 3 inside a section. */
  titleLevel?: 2 | 3 | 4 | 5 | 6;
}

export function CardHeader({ title, subheader, avatar, action, titleLevel = 2, ...rest }: CardHeaderProps) {
  return (
    <Header {...rest}>
      {avatar}
      <HeaderText>
        <Title as={`h${titleLevel}`}>{title}</Title>
        {subheader && <Subheader>{subheader}</Subheader>}
      </HeaderText>
      {action}
    </Header>
  );
}

export const CardContent = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.spacing(2, 4)};
  &:first-child {
    padding-top: ${({ theme }) => theme.spacing(4)};
  }
  &:last-child {
    padding-bottom: ${({ theme }) => theme.spacing(4)};
  }
`;

export const CardActions = styled.footer<{ $align?: 'start' | 'end' | 'space-between' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $align = 'start' }) => ($align === 'space-between' ? 'space-between' : `flex-${$align}`)};
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2, 4, 4)};
`;

/** Makes a whole card one button (e.g. a game card that selects the game). */
export const CardActionArea = styled.button`
  ${focusRing}
  display: flex;
  flex-direction: column;
  align-items: stretch;
  width: 100%;
  padding: 0;
  border: none;
  background: transparent;
  color: inherit;
  text-align: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.palette.hover};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;
