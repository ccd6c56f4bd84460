/**
 * The rules of the fields a user changes on their own profile (name, e-mail, phone, gown size): one
 * rule, checked by the server (server/profile) and by the profile's forms in the browser before
 * sending, so both say the same words (the shared catalog's).
 */
import { EMAIL_MAX, EMAIL_PATTERN, nameProblem } from './auth';
import { hasNul } from './field-types';
import { msg, type Msg } from './messages';
import { UKURAN_TOGA_OPTIONS } from './options';

/** A phone number: digits, spaces, brackets and dashes after an optional +. */
export const PROFILE_PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

/** The problem with a profile field's value (trimmed; '' is none), or undefined when it is fine. */
export function profileFieldProblem(field: string, value: string): Msg | undefined {
  const v = value.trim();
  if (!v) return field === 'email' || field === 'name' ? msg.validation.required() : undefined;
  if (hasNul(v)) return msg.validation.nul();
  if (field === 'name') return nameProblem(v);
  if (field === 'email' && (!EMAIL_PATTERN.test(v) || v.length > EMAIL_MAX)) return msg.validation.email();
  if (field === 'no_hp' && !PROFILE_PHONE.test(v)) return msg.validation.phone();
  if (field === 'ukuran_toga' && !UKURAN_TOGA_OPTIONS.some((o) => o.id === v))
    return msg.profile.chooseSize();
  return undefined;
}
