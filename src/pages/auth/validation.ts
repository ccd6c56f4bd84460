/**
 * Client-side checks of the auth forms. Each returns a translation key (shown beside the field)
 * or undefined when the value is fine. The server checks everything again.
 */
export type Check = (value: string, values: Record<string, string>) => string | undefined;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NIM = /^\d{4,20}$/;

export const required: Check = (value) => (value.trim() ? undefined : 'app.auth.validation.required');

export const email: Check = (value) =>
  !value.trim()
    ? 'app.auth.validation.required'
    : value.length > 254 || !EMAIL.test(value.trim())
      ? 'app.auth.validation.email'
      : undefined;

export const nim: Check = (value) =>
  !value.trim()
    ? 'app.auth.validation.required'
    : NIM.test(value.trim())
      ? undefined
      : 'app.auth.validation.nim';

/** Sign-in accepts an e-mail address or a NIM. */
export const emailOrNim: Check = (value) => {
  const v = value.trim();
  if (!v) return 'app.auth.validation.required';
  if (v.includes('@')) return email(v, {});
  return NIM.test(v) ? undefined : 'app.auth.validation.login';
};

export const newPassword: Check = (value) =>
  !value
    ? 'app.auth.validation.required'
    : value.length < PASSWORD_MIN
      ? 'app.auth.validation.password_short'
      : value.length > PASSWORD_MAX
        ? 'app.auth.validation.password_long'
        : undefined;

export const confirmation: Check = (value, values) =>
  !value
    ? 'app.auth.validation.required'
    : value === values.password
      ? undefined
      : 'app.auth.validation.mismatch';

export const name: Check = (value) =>
  !value.trim()
    ? 'app.auth.validation.required'
    : value.trim().length > 150
      ? 'app.auth.validation.too_long'
      : undefined;
