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
 * (…))`), which PostgreSQL runs as a semi-join on the reference's index. With `outside`, true for
 * the rows the chain leads to a university NOT in `ptIds` (for a chain through links or referrers,
 * which may lead to several).
 */
export function inScopeSql(
  steps: readonly ScopeStep[],
  alias: string,
  ptIds: readonly number[],
  outside = false,
): RawBuilder<boolean> {
  const ref = (a: string, c: string) => sql.ref(`${a}.${c}`);
  const within = outside ? sql`NOT IN` : sql`IN`;
  if (!steps.length) return sql<boolean>`${ref(alias, 'id')} ${within} (${idList(ptIds)})`;
  const nested = (i: number, at: string): RawBuilder<boolean> => {
    const step = steps[i];
    const last = i === steps.length - 1;
    const next = `s${i + 1}`;
    if (step.kind === 'referrer') {
      // The rows of another table naming this one (a student record's user_id), then their chain.
      const rest = last ? sql`${ref(next, 'id')} ${within} (${idList(ptIds)})` : nested(i + 1, next);
      return sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(step.table)} ${sql.id(next)} WHERE ${ref(next, step.field)} = ${ref(at, 'id')} AND ${rest})`;
    }
    const targets = last
      ? idList(ptIds)
      : sql`SELECT ${ref(next, 'id')} FROM ${sql.table(step.table)} ${sql.id(next)} WHERE ${nested(i + 1, next)}`;
    const test = last ? within : sql`IN`;
    if (step.kind === 'reference') return sql<boolean>`${ref(at, step.field)} ${test} (${targets})`;
    const l = `l${i + 1}`;
    return sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(step.linkTable)} ${sql.id(l)} WHERE ${ref(l, step.ownKey)} = ${ref(at, 'id')} AND ${ref(l, step.targetKey)} ${test} (${targets}))`;
  };
  return nested(0, alias);
}

/**
 * SQL true for the rows of `alias` in the scope of `ptIds` along any of a model's `chains`
 * (server/crud/model.ts: a user is a university's through its binding or its student record).
 */
export function scopeSql(
  chains: readonly (readonly ScopeStep[])[],
  alias: string,
  ptIds: readonly number[],
): RawBuilder<boolean> {
  if (chains.length === 1) return inScopeSql(chains[0], alias, ptIds);
  if (!chains.length) return sql<boolean>`FALSE`;
  return sql<boolean>`(${sql.join(
    chains.map((c) => inScopeSql(c, alias, ptIds)),
    sql` OR `,
  )})`;
}

/** A chain that may lead one record to several universities: through a link table or referrers. */
const manyValued = (steps: readonly ScopeStep[]) => steps.some((s) => s.kind !== 'reference');

/**
 * For a write: in scope, and, along every chain that may lead to several universities (an account's
 * bindings, its student record), to none outside `ptIds`: nobody changes an account that reaches
 * further than they do.
 */
export function writableScopeSql(
  chains: readonly (readonly ScopeStep[])[],
  alias: string,
  ptIds: readonly number[],
): RawBuilder<boolean> {
  const beyond = chains.filter(manyValued).map((c) => sql`NOT ${inScopeSql(c, alias, ptIds, true)}`);
  if (!beyond.length) return scopeSql(chains, alias, ptIds);
  return sql<boolean>`(${scopeSql(chains, alias, ptIds)} AND ${sql.join(beyond, sql` AND `)})`;
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
 * starts with such a reference), on create and when an update would move it; a record placed by its
 * links (an account) is checked after the write (assertStillInScope).
 */
export async function checkScopedReferences(
  trx: Exec,
  model: Model,
  caller: ScopedCaller,
  values: Row,
  data: Row,
): Promise<void> {
  const ptIds = scopeOf(caller);
  if (!ptIds) return;
  const errors: FieldErrors = {};
  for (const ref of model.scopedReferences) {
    // (A read-only reference is the server's to set, e.g. the account a student record gets.)
    if (model.def.fields[ref.field]?.readOnly) continue;
    const raw = ref.link ? data[ref.field] : values[ref.field];
    if (raw === undefined || raw === null) continue;
    const ids = (Array.isArray(raw) ? raw : [raw]).map(Number);
    if (!ids.length) continue;
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(ref.table)} t
      WHERE t.id IN (${sql.join(ids)}) AND ${scopeSql(ref.chains, 't', ptIds)}`.execute(trx);
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
    await sql`SELECT 1 FROM ${sql.table(model.table)} t WHERE t.id = ${id} AND ${scopeSql(model.chains, 't', ptIds)}`.execute(
      db,
    );
  return rows.length > 0;
}

/**
 * After a scoped caller's write, the record must still be theirs: an account left bound to none of
 * the caller's universities, and no student of one, would be the company's (422 on the binding, the
 * first field of its chain). References are kept inside by checkScopedReferences.
 */
export async function assertStillInScope(
  trx: Exec,
  model: Model,
  caller: ScopedCaller,
  id: number,
): Promise<void> {
  if (await recordInScope(trx, model, caller, id)) return;
  const field = model.tenant?.[0]?.field ?? 'id';
  throw unprocessable({ [field]: [msg.validation.required()] });
}

/**
 * Of the link fields of `model` whose targets belong to a university (a user's `pt_ids`), those a
 * caller limited to `ptIds` may see: SQL true for the link rows of `alias` whose target is in scope.
 */
export function linkTargetInScope(
  model: Model,
  field: string,
  targetKey: string,
  alias: string,
  ptIds: readonly number[],
): RawBuilder<boolean> | undefined {
  const ref = model.scopedReferences.find((r) => r.link && r.field === field);
  if (!ref) return undefined;
  return sql<boolean>`${sql.ref(`${alias}.${targetKey}`)} IN (SELECT x.id FROM ${sql.table(ref.table)} x WHERE ${scopeSql(ref.chains, 'x', ptIds)})`;
}
