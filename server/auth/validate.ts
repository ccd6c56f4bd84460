import { EMAIL_MAX, EMAIL_PATTERN } from '../../domain/auth';
import { hasNul } from '../../domain/field-types';
import { msg, type Msg } from '../../domain/messages';
import { unprocessable } from '../errors';
import { passwordProblems } from './password';

/**
 * The text rule of the field model (domain/field-types.ts) for the account forms' fields: no NUL
 * character (PostgreSQL stores none), with the field's own message. (Their lengths are the forms'
 * own rules: EMAIL_MAX, NAME_LENGTH, PASSWORD_MAX.)
 */
function textProblem(s: string): Msg | undefined {
  return hasNul(s) ? msg.validation.nul() : undefined;
}

/** Collects field errors of a request body; `done()` throws 422 `{ message, errors }` when any. */
export class FieldErrors {
  readonly errors: Record<string, Msg[]> = {};

  add(field: string, message: Msg): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** Trimmed non-empty text by the text rule (no NUL), or an error (and ''). */
  required(field: string, value: unknown): string {
    const s = typeof value === 'string' ? value.trim() : '';
    if (!s) {
      this.add(field, msg.validation.required());
      return s;
    }
    const problem = textProblem(s);
    if (problem) this.add(field, problem);
    return problem ? '' : s;
  }

  email(field: string, value: unknown): string {
    const s = this.required(field, value);
    if (s && (s.length > EMAIL_MAX || !EMAIL_PATTERN.test(s))) this.add(field, msg.validation.email());
    return s.toLowerCase();
  }

  /** A password as typed (not trimmed), present and without NUL; or an error (and ''). */
  secret(field: string, value: unknown): string {
    const s = typeof value === 'string' ? value : '';
    if (!s) {
      this.add(field, msg.validation.required());
      return s;
    }
    const problem = textProblem(s);
    if (problem) this.add(field, problem);
    return problem ? '' : s;
  }

  /** A new password: the text rules, the policy, and the confirmation when one was sent. */
  newPassword(value: unknown, confirmation: unknown, field = 'password'): string {
    const s = this.secret(field, value);
    if (!s) return s;
    for (const problem of passwordProblems(s)) this.add(field, problem);
    if (confirmation !== undefined && confirmation !== s)
      this.add(`${field}_confirmation`, msg.auth.passwordMismatch());
    return s;
  }

  done(): void {
    if (Object.keys(this.errors).length > 0) throw unprocessable(this.errors);
  }
}

/** JSON-schema property helpers for the route schemas (types only: a wrong type is a 400). */
export const str = (description?: string) =>
  ({ type: 'string', ...(description ? { description } : {}) }) as const;
export const obj = (properties: Record<string, unknown>, description?: string) =>
  ({ type: 'object', properties, ...(description ? { description } : {}) }) as const;
