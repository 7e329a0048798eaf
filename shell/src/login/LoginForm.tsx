import { identity } from '@progression/api-client/identity';
import { navigate, startSession } from '@progression/platform';
import { Button, TextField } from '../first-render-ui';
import { useState, type FormEvent } from 'react';
import { Actions, Form } from './form-layout';
import { showServerError } from './server-error';
import { shellTexts } from '@progression/contracts/texts/shell';

interface LoginFormProps {
  /** Filled in after a successful registration. */
  initialUsername: string;
  onRegister: () => void;
}

/** Login mode: account and password (the login form has no rules), Login, and the Register link. */
export function LoginForm({ initialUsername, onRegister }: LoginFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      startSession(await identity.login({ username, password }));
      navigate('/');
    } catch (error) {
      showServerError(error);
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-label={shellTexts.login}>
      <TextField
        label={shellTexts.username}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        fullWidth
      />
      <TextField
        label={shellTexts.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        fullWidth
      />
      <Actions>
        <Button variant="text" onClick={onRegister}>
          {shellTexts.register}
        </Button>
        <Button type="submit" loading={busy}>
          {shellTexts.login}
        </Button>
      </Actions>
    </Form>
  );
}
