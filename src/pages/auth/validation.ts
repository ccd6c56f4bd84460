/**
 * Client-side checks of the auth forms. Each returns a message of the shared catalog (shown beside
 * the field, the same words the server uses) or undefined when the value is fine. The server checks
 * everything again.
 */
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  nameProblem,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblem,
} from '../../../domain/auth';
import { msg } from '../../../domain/messages';
import { PATTERNS } from '../../../domain/options';
import type { Check } from '../../forms/useFieldForm';
import { knownCommon, lookUpCommon, onCommonAnswer } from './commonPasswords';

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
 * A new password: the server's rule (domain/auth.ts), with the common-password list's answer once the
 * look-up has it (./commonPasswords.ts); the form shows that answer when it arrives (`rechecksOn`).
 */
export const newPassword: Check = Object.assign(
  (value: string) => {
    if (!value) return msg.validation.required();
    const problem = passwordProblem(value);
    if (problem) return problem;
    const common = knownCommon(value);
    if (common === undefined) void lookUpCommon(value);
    return common ? msg.auth.passwordCommon() : undefined;
  },
  { rechecksOn: onCommonAnswer },
);

export const confirmation: Check = (value, values) =>
  !value ? msg.validation.required() : value === values.password ? undefined : msg.auth.passwordMismatch();

export const name: Check = (value) => nameProblem(value);
