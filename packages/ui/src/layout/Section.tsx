import styled from 'styled-components';
import { useId, type ReactNode } from 'react';
import { Heading } from '../components/Typography';

/** A plain bordered surface for grouping content without a header. */
export const Panel = styled.div`
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface};
`;

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  justify-content: space-between;
`;

export interface SectionProps {
  title: ReactNode;
  /** Controls beside the title, e.g. a sort toggle. */
  actions?: ReactNode;
  /** Outline level of the title; a Page's sections are h2. */
  level?: 2 | 3 | 4;
  /** Draw the content on a Panel. */
  panel?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A titled region of a page (e.g. "Weekly", "Wins", "Losses" on the rewards page), named by its title. */
export function Section({ title, actions, level = 2, panel = false, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} className={className}>
      <Header>
        <Heading level={level} look={level + 2 > 6 ? 6 : ((level + 2) as 4 | 5 | 6)} id={headingId}>
          {title}
        </Heading>
        {actions}
      </Header>
      {panel ? <Panel>{children}</Panel> : children}
    </Root>
  );
}
