/**
 * The university scope of every generic read and write (docs/tenancy.md): a caller bound to
 * universities (`caller.ptIds`) reaches only the records whose chain of references
 * (domain/tenancy.ts) ends at one of them; anything else is as if it did not exist (404), and a
 * global resource (no chain) is read-only to them. The company's own staff (`ptIds` null) reach all.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { msg } from '../../domain/messages';
import type { FieldErrors } from '../../domain/validation';
import { forbidden, unprocessable } from '../errors';
import type { Model, ScopeStep } from './model';

export type { ScopeStep };
import { parseId } from './params';
import type { Database } from '../db/types';

type Exec = Kysely<Database>;
type Row = Record<string, unknown>;

/** Whoever asks, as far as scope goes (`ptIds` missing or null: every university). */
export type ScopedCaller = { ptIds?: readonly number[] | null } | null | undefined;

/** The universities a caller is limited to, or undefined when they reach every one. */
export const scopeOf = (caller: ScopedCaller): readonly number[] | undefined => caller?.ptIds ?? undefined;

const idList = (ids: readonly number[]) => (ids.length ? sql.join(ids.map(Number)) : sql`NULL`);

/**
 * SQL true for the rows of `alias` (a row of the chain's first table) that belong to one of `ptIds`:
 * each step nests the next table's ids (`t.acara_id IN (SELECT s1.id FROM acara s1 WHERE s1.pt_id IN
 * (…))`), which PostgreSQL runs as a semi-join on the reference's index.
 */
export function inScopeSql(
  steps: readonly ScopeStep[],
  alias: string,
  ptIds: readonly number[],
): RawBuilder<boolean> {
  const ref = (a: string, c: string) => sql.ref(`${a}.${c}`);
  if (!steps.length) return sql<boolean>`${ref(alias, 'id')} IN (${idList(ptIds)})`;
  const nested = (i: number, at: string): RawBuilder<boolean> => {
    const step = steps[i];
    const last = i === steps.length - 1;
    const next = `s${i + 1}`;
    const targets = last
      ? idList(ptIds)
      : sql`SELECT ${ref(next, 'id')} FROM ${sql.table(step.table)} ${sql.id(next)} WHERE ${nested(i + 1, next)}`;
    if (step.kind === 'reference') return sql<boolean>`${ref(at, step.field)} IN (${targets})`;
    const l = `l${i + 1}`;
    return sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(step.linkTable)} ${sql.id(l)} WHERE ${ref(l, step.ownKey)} = ${ref(at, 'id')} AND ${ref(l, step.targetKey)} IN (${targets}))`;
  };
  return nested(0, alias);
}

/**
 * For a write: in scope, and, where the chain starts with links (a user's universities), linked to
 * no university outside `ptIds`: nobody changes an account that reaches further than they do.
 */
export function writableScopeSql(
  steps: readonly ScopeStep[],
  alias: string,
  ptIds: readonly number[],
): RawBuilder<boolean> {
  const first = steps[0];
  if (first?.kind !== 'link' || steps.length !== 1) return inScopeSql(steps, alias, ptIds);
  const outside = sql`SELECT 1 FROM ${sql.table(first.linkTable)} w WHERE ${sql.ref(`w.${first.ownKey}`)} = ${sql.ref(`${alias}.id`)} AND ${sql.ref(`w.${first.targetKey}`)} NOT IN (${idList(ptIds)})`;
  return sql<boolean>`(${inScopeSql(steps, alias, ptIds)} AND NOT EXISTS (${outside}))`;
}

/**
 * The caller as far as one request goes when it narrows to one university (`?pt=12`, the company's
 * university switcher): that university, intersected with the caller's own scope, so nobody widens
 * theirs by asking; no `pt` (or an empty one) leaves the caller as they are.
 */
export function narrowedTo<C extends { ptIds: readonly number[] | null }>(caller: C, pt: unknown): C {
  if (pt === undefined || pt === '') return caller;
  const id = parseId(pt, 'pt');
  return { ...caller, ptIds: !caller.ptIds || caller.ptIds.includes(id) ? [id] : [] };
}

/** The scope condition of a list, option list or record read for `caller`, if any. */
export function scopeCondition(
  model: Model,
  caller: ScopedCaller,
): { kind: 'scope'; ptIds: readonly number[] } | undefined {
  const ptIds = scopeOf(caller);
  return ptIds && model.tenant ? { kind: 'scope', ptIds } : undefined;
}

/** Before a scoped caller reads: a resource readable by the company's staff only answers 403. */
export function assertScopedRead(model: Model, caller: ScopedCaller): void {
  if (scopeOf(caller) && model.def.companyOnly) throw forbidden(msg.tenancy.companyOnly());
}

/**
 * Before a scoped caller writes: a global resource is not theirs to change (403), nor is a new
 * university or the deletion of one (the chain's root), nor a field only the company changes.
 */
export function assertScopedWrite(
  model: Model,
  caller: ScopedCaller,
  mode: 'create' | 'update' | 'delete',
  data?: Row,
): void {
  if (!scopeOf(caller)) return;
  if (!model.tenant || (model.tenant.length === 0 && mode !== 'update'))
    throw forbidden(msg.tenancy.companyOnly());
  if (!data) return;
  const locked = Object.keys(data).filter((f) => model.def.fields[f]?.companyOnly);
  if (locked.length) throw forbidden(msg.tenancy.companyOnlyFields({ fields: locked.join(', ') }));
}

/**
 * The values a scoped caller writes may only point into their universities: every reference (and
 * link) to a tenant-scoped resource must name a record in scope, as if the others did not exist
 * (422 `validation.reference` beside the field). This keeps the record itself in scope (its chain
 * starts with such a reference), on create and when an update would move it.
 */
export async function checkScopedReferences(
  trx: Exec,
  model: Model,
  caller: ScopedCaller,
  values: Row,
  data: Row,
  mode: 'create' | 'update',
): Promise<void> {
  const ptIds = scopeOf(caller);
  if (!ptIds) return;
  const errors: FieldErrors = {};
  // A record reached through links (an account's universities) keeps at least one: without any it
  // would be the company's, beyond the caller's reach.
  const first = model.tenant?.[0];
  if (first?.kind === 'link') {
    const given = data[first.field];
    if (
      (mode === 'create' && given === undefined) ||
      (Array.isArray(given) && !given.length) ||
      given === null
    )
      errors[first.field] = [msg.validation.required()];
  }
  for (const ref of model.scopedReferences) {
    // (A read-only reference is the server's to set, e.g. the account a student record gets.)
    if (model.def.fields[ref.field]?.readOnly) continue;
    const raw = ref.link ? data[ref.field] : values[ref.field];
    if (raw === undefined || raw === null) continue;
    const ids = (Array.isArray(raw) ? raw : [raw]).map(Number);
    if (!ids.length) continue;
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(ref.table)} t
      WHERE t.id IN (${sql.join(ids)}) AND ${inScopeSql(ref.steps, 't', ptIds)}`.execute(trx);
    if (Number(rows[0]?.n ?? 0) !== new Set(ids).size) errors[ref.field] = [msg.validation.reference()];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** Whether record `id` of `model` is in the caller's scope (always, for the unscoped). */
export async function recordInScope(
  db: Exec,
  model: Model,
  caller: ScopedCaller,
  id: number,
): Promise<boolean> {
  const ptIds = scopeOf(caller);
  if (!ptIds || !model.tenant) return true;
  const { rows } =
    await sql`SELECT 1 FROM ${sql.table(model.table)} t WHERE t.id = ${id} AND ${inScopeSql(model.tenant, 't', ptIds)}`.execute(
      db,
    );
  return rows.length > 0;
}
