/**
 * Client-side checks of the auth forms. Each returns a message of the shared catalog (shown beside
 * the field, the same words the server uses) or undefined when the value is fine. The server checks
 * everything again.
 */
import { useEffect } from 'react';
import {
  commonPasswordForms,
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_LENGTH,
  normalizePassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblem,
} from '../../../domain/auth';
import { msg } from '../../../domain/messages';
import { PATTERNS } from '../../../domain/options';
import type { Check } from '../../forms/useFieldForm';

export type { Check };

export { PASSWORD_MAX, PASSWORD_MIN };
/** A registration NIM (the server's rule). */
const NIM = new RegExp(PATTERNS.nim);
/** Sign-in also accepts the shorter NIMs of older records. */
const LOGIN_NIM = /^\d{4,20}$/;

export const required: Check = (value) => (value.trim() ? undefined : msg.validation.required());

export const email: Check = (value) =>
  !value.trim()
    ? msg.validation.required()
    : value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value.trim())
      ? msg.validation.email()
      : undefined;

export const nim: Check = (value) =>
  !value.trim()
    ? msg.validation.required()
    : NIM.test(value.trim())
      ? undefined
      : msg.validation.patterns.nim();

/** Sign-in accepts an e-mail address or a NIM. */
export const emailOrNim: Check = (value) => {
  const v = value.trim();
  if (!v) return msg.validation.required();
  if (v.includes('@')) return email(v, {});
  return LOGIN_NIM.test(v) ? undefined : msg.auth.loginFormat();
};

/**
 * The common-password list the server checks against (server/auth/common-passwords.ts), loaded on
 * demand: a dynamic import, so its chunk (about 410 kB, 220 kB compressed) is not part of the sign-in
 * page's bundle. The forms that set a password start loading it when they open; until it is there, the
 * browser checks the rest of the rule and the server's field error covers the list.
 */
let commonList: Set<string> | undefined;
let loading: Promise<void> | undefined;

export function loadCommonPasswords(): Promise<void> {
  loading ??= import('@zxcvbn-ts/language-common')
    .then(({ dictionary }) => {
      commonList = new Set(dictionary['passwords-common'].map(normalizePassword));
    })
    .catch(() => {
      // Offline or a failed chunk: the server still checks. A later form tries again.
      loading = undefined;
    });
  return loading;
}

/** Starts loading the common-password list when a form that sets a password opens. */
export function useCommonPasswords(): void {
  useEffect(() => {
    void loadCommonPasswords();
  }, []);
}

const isCommon = (password: string) => {
  const list = commonList;
  return list !== undefined && commonPasswordForms(password).some((form) => list.has(form));
};

/** A new password: the server's rule (domain/auth.ts), with the common list once loaded. */
export const newPassword: Check = (value) => {
  if (!value) return msg.validation.required();
  void loadCommonPasswords();
  return passwordProblem(value, isCommon);
};

export const confirmation: Check = (value, values) =>
  !value ? msg.validation.required() : value === values.password ? undefined : msg.auth.passwordMismatch();

export const name: Check = (value) => {
  const length = value.trim().length;
  if (!length) return msg.validation.required();
  return length < NAME_LENGTH.min || length > NAME_LENGTH.max ? msg.auth.nameLength(NAME_LENGTH) : undefined;
};
