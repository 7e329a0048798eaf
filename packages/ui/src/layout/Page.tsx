import styled from 'styled-components';
import type { ReactNode } from 'react';
import { media } from '../theme/media';
import { Heading } from '../components/Typography';

// A div: every page renders inside the shell's one `main` landmark.
const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4)};
  ${media.up('sm')} {
    padding: ${({ theme }) => theme.spacing(6)};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/*
 * Grows from a 16rem basis: when the title and the actions do not both fit on a line, the actions wrap below
 * the title instead of squeezing it (a squeezed title overflowed onto the buttons).
 */
const TitleBlock = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  flex: 1 1 16rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export interface PageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Leading control, e.g. a back-arrow IconButton. */
  back?: ReactNode;
  /** Page actions on the right, e.g. View collection, Go to my drafts. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A screen: its h1 title, actions and content. */
export function Page({ title, subtitle, back, actions, children, className }: PageProps) {
  return (
    <Root className={className}>
      <Header>
        <TitleBlock>
          {back}
          <div>
            <Heading level={1} look={2}>
              {title}
            </Heading>
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
          </div>
        </TitleBlock>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {children}
    </Root>
  );
}
