import type { FieldErrors } from '@progression/contracts';
import { identity } from '@progression/api-client/identity';
import { flash } from '@progression/platform';
import { Button, TextField } from '../first-render-ui';
import { useState, type FormEvent } from 'react';
import { Actions, Form } from './form-layout';
import { emptyRegisterForm, registerErrors, type RegisterForm as Fields } from './register-rules';
import { showServerError } from './server-error';
import { shellTexts } from '@progression/contracts/texts/shell';

interface RegisterFormProps {
  onBack: () => void;
  onRegistered: (username: string) => void;
}

const fields: ReadonlyArray<{ name: keyof Fields; label: string; type: string; autoComplete: string }> = [
  { name: 'username', label: shellTexts.username, type: 'text', autoComplete: 'username' },
  { name: 'email', label: shellTexts.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: shellTexts.password, type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: shellTexts.confirmPassword,
    type: 'password',
    autoComplete: 'new-password',
  },
];

/**
 * Register mode. Each field is checked when it loses focus (shown under it; the confirm-password check
 * also as a flash message); Register checks every rule and shows each broken one as an error flash too.
 */
export function RegisterForm({ onBack, onRegistered }: RegisterFormProps) {
  const [form, setForm] = useState<Fields>(emptyRegisterForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  function checkField(name: keyof Fields) {
    const message = registerErrors(form)[name];
    setErrors((current) => {
      const { [name]: _previous, ...others } = current;
      return message ? { ...others, [name]: message } : others;
    });
    if (name === 'confirmPassword' && message) flash.error(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const broken = registerErrors(form);
    setErrors(broken);
    if (Object.keys(broken).length > 0) {
      for (const message of new Set(Object.values(broken))) flash.error(message);
      return;
    }
    setBusy(true);
    try {
      await identity.register({ username: form.username, email: form.email, password: form.password });
      setForm(emptyRegisterForm);
      onRegistered(form.username);
    } catch (error) {
      showServerError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-label={shellTexts.register} noValidate>
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          value={form[field.name]}
          error={errors[field.name]}
          onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
          onBlur={() => checkField(field.name)}
          fullWidth
        />
      ))}
      <Actions>
        <Button variant="outlined" onClick={onBack}>
          {shellTexts.back}
        </Button>
        <Button type="submit" loading={busy}>
          {shellTexts.register}
        </Button>
      </Actions>
    </Form>
  );
}
