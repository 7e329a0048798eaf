import { confirmPasswordError, fieldErrors, registerPayload, type FieldErrors } from '@progression/contracts';

export interface RegisterForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptyRegisterForm: RegisterForm = { username: '', email: '', password: '', confirmPassword: '' };

/**
 * The register form's errors by field: the server's own rules (one schema, in the contracts) and the
 * confirm-password check. Empty when the form may be sent.
 */
export function registerErrors(form: RegisterForm): FieldErrors {
  const parsed = registerPayload.safeParse({
    username: form.username,
    email: form.email,
    password: form.password,
  });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const mismatch = confirmPasswordError(form.password, form.confirmPassword);
  return mismatch ? { ...errors, confirmPassword: mismatch } : errors;
}
