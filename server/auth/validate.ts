import { EMAIL_MAX, EMAIL_PATTERN } from '../../domain/auth';
import { msg, type Msg } from '../../domain/messages';
import { unprocessable } from '../errors';
import { passwordProblems } from './password';

/** Collects field errors of a request body; `done()` throws 422 `{ message, errors }` when any. */
export class FieldErrors {
  readonly errors: Record<string, Msg[]> = {};

  add(field: string, message: Msg): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** Trimmed non-empty string, or an error. */
  required(field: string, value: unknown): string {
    const s = typeof value === 'string' ? value.trim() : '';
    if (!s) this.add(field, msg.validation.required());
    return s;
  }

  email(field: string, value: unknown): string {
    const s = this.required(field, value);
    if (s && (s.length > EMAIL_MAX || !EMAIL_PATTERN.test(s))) this.add(field, msg.validation.email());
    return s.toLowerCase();
  }

  /** A new password: policy, and the confirmation when one was sent. */
  newPassword(value: unknown, confirmation: unknown, field = 'password'): string {
    const s = typeof value === 'string' ? value : '';
    if (!s) {
      this.add(field, msg.validation.required());
      return s;
    }
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
