import { navigate } from '@progression/platform';
import { Button, EmptyState, Heading, Text } from '@progression/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { shellTexts } from '@progression/contracts/texts/shell';

const Page = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.spacing(8)} auto 0;
`;

interface MessagePageProps {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A short page: an icon, a heading, a text and a way back to the games. */
export function MessagePage({ title, icon, children }: MessagePageProps) {
  return (
    <Page>
      <EmptyState
        icon={icon}
        action={<Button onClick={() => navigate('/games/overview')}>{shellTexts.goToMyGames}</Button>}
      >
        <Heading level={1} look={2}>
          {title}
        </Heading>
        <Text tone="secondary">{children}</Text>
      </EmptyState>
    </Page>
  );
}
