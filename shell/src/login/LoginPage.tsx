import { Card, CardContent, Heading, Logo, Muted } from '../first-render-ui';
import { messages } from '@progression/contracts/messages';
import { lazyComponent } from '@progression/platform';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LoadingView } from '../pages/LoadingView';
import { LoginForm } from './LoginForm';
import { shellTexts } from '@progression/contracts/texts/shell';

// Register mode brings the registration rules (and zod with them): loaded when a visitor asks for it.
const RegisterForm = lazyComponent(
  () => import('./RegisterForm').then((module) => module.RegisterForm),
  <LoadingView />,
);

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing(2)};
`;

const Panel = styled(Card)`
  width: min(420px, 100%);
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
`;

/** /login, shown without the top bar and sidebar: login mode and register mode. */
export default function LoginPage() {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  // Changing the key remounts the login form with the newly registered username filled in.
  const [registered, setRegistered] = useState({ username: '', key: 0 });
  useEffect(() => {
    document.title = messages.shell.documentTitle(
      mode === 'login' ? messages.shell.logInTitle : messages.shell.registerTitle,
    );
  }, [mode]);

  return (
    <Page>
      <Panel>
        <CardContent>
          <Brand>
            <Logo size={48} alt="" />
            <div>
              <Heading level={1} look={3}>
                {mode === 'login' ? shellTexts.logInToProgression : shellTexts.createYourAccount}
              </Heading>
              <Muted>{shellTexts.yuGiOhProgressionLeagues}</Muted>
            </div>
          </Brand>
          {mode === 'login' ? (
            <LoginForm
              key={registered.key}
              initialUsername={registered.username}
              onRegister={() => setMode('register')}
            />
          ) : (
            <RegisterForm
              onBack={() => setMode('login')}
              onRegistered={(username) => {
                setRegistered({ username, key: registered.key + 1 });
                setMode('login');
              }}
            />
          )}
        </CardContent>
      </Panel>
    </Page>
  );
}
