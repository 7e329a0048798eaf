import { navigate } from '@progression/platform';
import { Button, Heading, Text } from '@progression/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.section`
  max-width: 640px;
  margin: ${({ theme }) => theme.spacing(8)} auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-start;
`;

/** A short page with a heading, a text and a way back home. */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Heading level={1}>{title}</Heading>
      <Text>{children}</Text>
      <Button onClick={() => navigate('/')}>Go to my games</Button>
    </Page>
  );
}
