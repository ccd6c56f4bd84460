/** `refuse(...)`: how a hook of wisuda.server.ts turns a write down (422, in the caller's language). */
import type { Label } from '../../domain/config/label';
import { msg, type Msg } from '../../domain/messages';
import { HttpError, type FieldMsgs } from '../errors';

/** Messages per field: one text or several, each a string or one text per language. */
export type FieldRefusals = Readonly<Record<string, Label | readonly Label[]>>;

const text = (label: Label): Msg =>
  msg.hooks.refused({ message: typeof label === 'string' ? label : { label } });

/**
 * Refuses the write: nothing of it is stored and the caller gets 422.
 * - `refuse('Registration for this event has closed.')`: `{ message }`.
 * - `refuse({ nama: 'Already a sponsor of this event.' })`: `{ message, errors: { nama: [...] } }`,
 *   shown beside the field in the form; `message` is the general "The data is not valid." unless a
 *   second argument gives one.
 * Any text may be one per language: `{ en: 'Already taken.', id: 'Sudah dipakai.' }`.
 */
export function refuse(message: string): never;
export function refuse(errors: FieldRefusals, message?: Label): never;
export function refuse(reason: string | FieldRefusals, message?: Label): never {
  if (typeof reason === 'string') throw new HttpError(422, text(reason));
  const errors: FieldMsgs = {};
  for (const [field, texts] of Object.entries(reason)) {
    const list: readonly Label[] = Array.isArray(texts) ? texts : [texts as Label];
    errors[field] = list.map(text);
  }
  throw new HttpError(422, message === undefined ? msg.http.unprocessable() : text(message), errors);
}
