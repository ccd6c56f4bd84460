/**
 * Data a before hook of wisuda.server.ts returned, checked against the resource's declaration before
 * anything is written: a hook cannot store a value a request could not.
 *
 * - Values the hook left as they were are kept (they were validated already).
 * - Changed or added values go through the same normalization and field schema as a request body
 *   (`normalizeInput`, `buildSchema` of domain/validation.ts): a failure answers 422 with field errors.
 * - A required field the hook removed on create answers 422 "required"; on update a removed field is
 *   simply not changed.
 * - A name the write may not set (undeclared, read-only, create-only on update, or a virtual field
 *   where no built-in hook would read it) is a mistake in the hook: an Error (500, logged), not a 422.
 * Cross-field rules and built-in record locks are checked again by the caller (server/crud/service.ts).
 */
import { msg } from '../../domain/messages';
import type { ResourceDef } from '../../domain/resource';
import {
  buildSchema,
  isRequired,
  issuesToErrors,
  normalizeInput,
  writableFields,
  type FieldErrors,
  type WriteMode,
} from '../../domain/validation';
import { unprocessable } from '../errors';
import type { Row } from './queries';

export interface HookDataOptions {
  /** `sponsor.beforeCreate`, for error messages. */
  where: string;
  /**
   * Whether virtual fields other than link lists may be set (true where the built-in hooks run and
   * read them, e.g. mahasiswa `create_account`; false for writes of registration and profile).
   */
  virtual: boolean;
}

const same = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** The data to write after a before hook returned `returned` for `data` (same object when unchanged). */
export function checkHookData(
  def: ResourceDef,
  mode: WriteMode,
  data: Row,
  returned: unknown,
  options: HookDataOptions,
): Row {
  if (returned === undefined) return data;
  if (returned === null || typeof returned !== 'object' || Array.isArray(returned))
    throw new Error(
      `${options.where} returned ${returned === null ? 'null' : typeof returned}: return the data (an object) or nothing`,
    );
  const out = returned as Row;
  const fields = new Map(writableFields(def, mode));
  const changed: Row = {};
  for (const [name, value] of Object.entries(out)) {
    if (value === undefined || (name in data && same(data[name], value))) continue;
    const field = fields.get(name);
    const settable = field && (options.virtual || !field.virtual || field.through);
    if (!settable)
      throw new Error(
        `${options.where} returned "${name}", which it cannot set on ${mode} of ${def.name} (${field ? 'a virtual field' : 'not a writable field'})`,
      );
    changed[name] = value;
  }
  const removed = Object.keys(data).filter((name) => out[name] === undefined);
  if (!Object.keys(changed).length && !removed.length) return data;

  const errors: FieldErrors = {};
  if (mode === 'create')
    for (const name of removed) {
      const field = fields.get(name);
      if (field && isRequired(field, mode)) errors[name] = [msg.validation.required()];
    }
  let parsed: Row = {};
  const names = Object.keys(changed);
  if (names.length) {
    const normalized = normalizeInput(def, mode, changed);
    // normalizeInput fills declared defaults on create: only what the hook changed is checked here.
    for (const name of Object.keys(normalized)) if (!(name in changed)) delete normalized[name];
    const mask = Object.fromEntries(names.map((n) => [n, true] as const)) as Record<string, true> &
      Record<number, never>;
    const schema = buildSchema(def, mode).pick(mask);
    const result = schema.safeParse(normalized);
    if (result.success) parsed = result.data as Row;
    else Object.assign(errors, issuesToErrors(result.error.issues));
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  const next: Row = {};
  for (const [name, value] of Object.entries(data)) if (!removed.includes(name)) next[name] = value;
  return Object.assign(next, parsed);
}
