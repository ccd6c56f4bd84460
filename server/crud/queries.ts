/** SQL for the generic resource actions. Identifiers come only from the compiled model. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types';
import { serverFieldType } from './field-types';
import type { Condition, ListParams } from './params';
import type { Model } from './model';
import { linkTargetInScope, scopeSql, writableScopeSql } from './tenancy';

export type Exec = Kysely<Database>;
export type Row = Record<string, unknown>;

const col = (name: string, alias = 't') => sql.ref(`${alias}.${name}`);
const idFromDb = (v: unknown): unknown => (typeof v === 'string' ? Number(v) : v);

/**
 * The same JSON whichever driver answered: numeric/bigint may arrive as strings and dates as Date
 * objects (PGlite); numbers stay numbers and dates stay 'YYYY-MM-DD' (each type's `fromDb`).
 */
function normalizeRows(model: Model, rows: Row[]): Row[] {
  const readers: [string, (v: unknown) => unknown][] = [['id', idFromDb]];
  for (const c of model.columns) {
    const f = model.def.fields[c];
    const read = f && serverFieldType(f).fromDb;
    if (read) readers.push([c, read]);
  }
  for (const r of rows)
    for (const [c, read] of readers) {
      const v = r[c];
      const w = read(v);
      if (w !== v) r[c] = w;
    }
  return rows;
}
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function condition(model: Model, c: Condition, scope?: readonly number[]): RawBuilder<unknown> {
  switch (c.kind) {
    case 'search': {
      const pattern = likePattern(c.text);
      const parts = model.def.searchFields.map((f) => sql`${col(f)} ILIKE ${pattern}`);
      return sql`(${sql.join(parts, sql` OR `)})`;
    }
    case 'eq':
      return sql`${col(c.field)} = ${c.value}`;
    case 'in':
      return c.values.length ? sql`${col(c.field)} IN (${sql.join(c.values)})` : sql`FALSE`;
    case 'null':
      return sql`${col(c.field)} IS NULL`;
    case 'cmp':
      return sql`${col(c.field)} ${sql.raw(c.op)} ${c.value}`;
    case 'scope':
      return model.tenant ? scopeSql(model.chains, 't', c.ptIds) : sql`TRUE`;
    case 'link': {
      const link = model.links.find((l) => l.field === c.field)!;
      if (!c.values.length) return sql`FALSE`;
      // A scoped caller filters by the links they can see only (an account's other university is not theirs to find it by).
      const visible = scope && linkTargetInScope(model, c.field, link.through.targetKey, 'x', scope);
      return sql`EXISTS (SELECT 1 FROM ${sql.table(link.through.table)} x WHERE ${col(link.through.ownKey, 'x')} = t.id AND ${col(link.through.targetKey, 'x')} IN (${sql.join(c.values)})${visible ? sql` AND ${visible}` : sql``})`;
    }
  }
}

export function whereClause(model: Model, conditions: readonly Condition[]): RawBuilder<unknown> {
  if (!conditions.length) return sql``;
  const scope = conditions.find((c) => c.kind === 'scope')?.ptIds;
  return sql`WHERE ${sql.join(
    conditions.map((c) => condition(model, c, scope)),
    sql` AND `,
  )}`;
}

const selectColumns = (model: Model, alias = 't') => sql.join(model.columns.map((c) => col(c, alias)));

function orderBy(sort: ListParams['sort'], alias: string): RawBuilder<unknown> {
  const dir = sql.raw(sort.order);
  if (sort.field === 'id') return sql`ORDER BY ${col('id', alias)} ${dir}`;
  return sql`ORDER BY ${col(sort.field, alias)} ${dir}, ${col('id', alias)} ${dir}`;
}

/**
 * The SQL of one list page. The display labels of referenced records are scalar subqueries, which
 * PostgreSQL evaluates only for the rows that survive the LIMIT (and which plan faster than joins).
 */
export function pageSql(model: Model, params: ListParams): RawBuilder<Row> {
  const labels = model.joins.map(
    (j, i) =>
      sql`, (SELECT ${col(j.labelColumn, `j${i}`)} FROM ${sql.table(j.table)} ${sql.id(`j${i}`)} WHERE ${col('id', `j${i}`)} = ${col(j.field)}) AS ${sql.id(j.as)}`,
  );
  return sql<Row>`SELECT ${selectColumns(model)}${sql.join(labels, sql``)} FROM ${sql.table(model.table)} t ${whereClause(model, params.conditions)}
    ${orderBy(params.sort, 't')} LIMIT ${params.limit} OFFSET ${params.offset}`;
}

export async function selectPage(db: Exec, model: Model, params: ListParams): Promise<Row[]> {
  const { rows } = await pageSql(model, params).execute(db);
  return normalizeRows(model, rows);
}

export async function countRows(db: Exec, model: Model, conditions: readonly Condition[]): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM ${sql.table(model.table)} t ${whereClause(model, conditions)}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * One record (with labels), optionally locked for update, optionally only when `owner` matches,
 * optionally only when it belongs to one of the universities `scope` (server/crud/tenancy.ts).
 */
export async function selectOne(
  db: Exec,
  model: Model,
  id: number,
  opts: {
    lock?: boolean;
    owner?: { field: string; userId: number };
    scope?: readonly number[];
    /** With `scope`: as a write sees it (writableScopeSql). */
    forWrite?: boolean;
    /** The labels of its lists of references beside their ids (attachLinks), for an answer. */
    linkLabels?: boolean;
  } = {},
): Promise<Row | undefined> {
  const labels = model.recordJoins.map((j, i) => sql`, ${col(j.labelColumn, `j${i}`)} AS ${sql.id(j.as)}`);
  const joins = model.recordJoins.map(
    (j, i) =>
      sql`LEFT JOIN ${sql.table(j.table)} ${sql.id(`j${i}`)} ON ${col('id', `j${i}`)} = ${col(j.field)}`,
  );
  const owner = opts.owner ? sql`AND ${col(opts.owner.field)} = ${opts.owner.userId}` : sql``;
  const scoped = opts.forWrite ? writableScopeSql : scopeSql;
  const scope = opts.scope && model.tenant ? sql`AND ${scoped(model.chains, 't', opts.scope)}` : sql``;
  const lock = opts.lock ? sql`FOR UPDATE OF t` : sql``;
  const { rows } =
    await sql`SELECT ${selectColumns(model)} ${sql.join(labels, sql``)} FROM ${sql.table(model.table)} t
    ${sql.join(joins, sql` `)} WHERE t.id = ${id} ${owner} ${scope} ${lock}`.execute(db);
  const row = normalizeRows(model, rows as Row[])[0];
  if (row) await attachLinks(db, model, [row], { scope: opts.scope, labels: opts.linkLabels });
  return row;
}

/**
 * Fills virtual `references` fields (ordered id lists) of the rows, one query per link field, and
 * with `labels` beside each the labels of its targets in the same order (`roles_name`: model.ts
 * `links`), for answers to a caller only: an audit snapshot keeps the ids alone, which the log cuts
 * to its reader's scope. With `scope` (a caller limited to those universities), a link to a
 * university's record outside it is left out: an account of two universities shows an operator of
 * one only that one.
 */
export async function attachLinks(
  db: Exec,
  model: Model,
  rows: Row[],
  opts: { scope?: readonly number[]; labels?: boolean } = {},
): Promise<void> {
  const { scope } = opts;
  if (!rows.length) return;
  const ids = rows.map((r) => Number(r.id));
  for (const { field, through, target } of model.links) {
    const order = through.orderColumn ? sql`, ${sql.ref(`l.${through.orderColumn}`)}` : sql``;
    const visible = scope && linkTargetInScope(model, field, through.targetKey, 'l', scope);
    const labelled = opts.labels ? target : undefined;
    const labels = labelled?.labels ?? [];
    const labelColumns = labels.map((c, i) => sql`, ${col(c.column, 'lbl')} AS ${sql.id(`label${i}`)}`);
    const join = labelled
      ? sql`LEFT JOIN ${sql.table(labelled.table)} lbl ON lbl.id = ${sql.ref(`l.${through.targetKey}`)}`
      : sql``;
    const { rows: links } =
      await sql<Row>`SELECT ${sql.ref(`l.${through.ownKey}`)} AS own, ${sql.ref(`l.${through.targetKey}`)} AS target ${sql.join(labelColumns, sql``)}
      FROM ${sql.table(through.table)} l ${join} WHERE ${sql.ref(`l.${through.ownKey}`)} IN (${sql.join(ids)})
      ${visible ? sql`AND ${visible}` : sql``}
      ORDER BY ${sql.ref(`l.${through.ownKey}`)} ${order}, ${sql.ref(`l.${through.targetKey}`)}`.execute(db);
    const byOwner = new Map<number, Row[]>();
    for (const l of links) {
      const list = byOwner.get(Number(l.own)) ?? [];
      list.push(l);
      byOwner.set(Number(l.own), list);
    }
    for (const r of rows) {
      const own = byOwner.get(Number(r.id)) ?? [];
      r[field] = own.map((l) => Number(l.target));
      labels.forEach((c, i) => (r[c.as] = own.map((l) => l[`label${i}`] ?? null)));
    }
  }
}

/**
 * Replaces a record's link rows with `targets`, in order. With `scope` (a caller limited to those
 * universities), only the links they can see are replaced: those to a university's records outside
 * it stay, so an operator of one university never drops another's binding they cannot see.
 */
export async function saveLinks(
  db: Exec,
  model: Model,
  id: number,
  field: string,
  targets: readonly number[],
  scope?: readonly number[],
): Promise<void> {
  const link = model.links.find((l) => l.field === field);
  if (!link) return;
  const { table, ownKey, targetKey, orderColumn } = link.through;
  const visible = scope && linkTargetInScope(model, field, targetKey, 'l', scope);
  await sql`DELETE FROM ${sql.table(table)} l WHERE ${sql.ref(`l.${ownKey}`)} = ${id} ${visible ? sql`AND ${visible}` : sql``}`.execute(
    db,
  );
  const { rows: kept } = visible
    ? await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.ref(ownKey)} = ${id}`.execute(db)
    : { rows: [{ n: 0 }] };
  if (!targets.length) return;
  const after = Number(kept[0]?.n ?? 0);
  const cols = [ownKey, targetKey, ...(orderColumn ? [orderColumn] : [])].map((c) => sql.ref(c));
  const values = targets.map((t, i) => sql`(${sql.join([id, t, ...(orderColumn ? [after + i] : [])])})`);
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(cols)}) VALUES ${sql.join(values)}`.execute(db);
}

/** A value as written to its column (each type's `toDb`: a list as jsonb). */
function dbValue(model: Model, field: string, value: unknown): unknown {
  const f = model.def.fields[field];
  const write = f && serverFieldType(f).toDb;
  return write && value !== null && value !== undefined ? write(value) : value;
}

export async function insertRow(db: Exec, model: Model, values: Row): Promise<number> {
  const entries = Object.entries(values);
  const body = entries.length
    ? sql`(${sql.join(entries.map(([c]) => sql.ref(c)))}) VALUES (${sql.join(entries.map(([c, v]) => dbValue(model, c, v)))})`
    : sql`DEFAULT VALUES`;
  const { rows } = await sql<{
    id: number;
  }>`INSERT INTO ${sql.table(model.table)} ${body} RETURNING id`.execute(db);
  return Number(rows[0].id);
}

export async function updateRow(db: Exec, model: Model, id: number, values: Row): Promise<void> {
  const sets = Object.entries(values).map(([c, v]) => sql`${sql.ref(c)} = ${dbValue(model, c, v)}`);
  sets.push(sql`updated_at = now()`);
  await sql`UPDATE ${sql.table(model.table)} SET ${sql.join(sets)} WHERE id = ${id}`.execute(db);
}

export async function deleteRow(db: Exec, model: Model, id: number): Promise<void> {
  await sql`DELETE FROM ${sql.table(model.table)} WHERE id = ${id}`.execute(db);
}

/**
 * An option field that is a `references` field kept in a link table: the labels of its targets (their
 * ids when the target is not declared), in the link's order, as a JSON list.
 */
function linkedOption(
  model: Model,
  link: Model['links'][number],
  scope: readonly number[] | undefined,
): RawBuilder<unknown> {
  const { table, ownKey, targetKey, orderColumn } = link.through;
  const order = orderColumn ? sql`${col(orderColumn, 'l')}, ` : sql``;
  const from = sql`FROM ${sql.table(table)} l`;
  const visible = scope && linkTargetInScope(model, link.field, targetKey, 'l', scope);
  const owner = sql`WHERE ${col(ownKey, 'l')} = t.id ${visible ? sql`AND ${visible}` : sql``}`;
  const list = link.target
    ? sql`SELECT coalesce(json_agg(${col(link.target.labelColumn, 'x')} ORDER BY ${order}${col(link.target.labelColumn, 'x')}), '[]'::json)
        ${from} JOIN ${sql.table(link.target.table)} x ON x.id = ${col(targetKey, 'l')} ${owner}`
    : sql`SELECT coalesce(json_agg(${col(targetKey, 'l')} ORDER BY ${order}${col(targetKey, 'l')}), '[]'::json)
        ${from} ${owner}`;
  return sql`(${list}) AS ${sql.ref(link.field)}`;
}

/**
 * `{ id, name, ...optionFields }` for selects, ordered by name (a linked `references` field among
 * them: its targets' labels, see linkedOption).
 */
export async function selectOptions(
  db: Exec,
  model: Model,
  conditions: readonly Condition[],
  limit: number,
): Promise<Row[]> {
  const label = model.def.labelField;
  const scope = conditions.find((c) => c.kind === 'scope')?.ptIds;
  const extra = (model.def.optionFields ?? [])
    .filter((f) => f !== 'name')
    .map((f) => {
      const link = model.links.find((l) => l.field === f);
      return link ? linkedOption(model, link, scope) : col(f);
    });
  const cols = [col('id'), sql`${col(label)} AS name`, ...extra];
  const { rows } =
    await sql`SELECT ${sql.join(cols)} FROM ${sql.table(model.table)} t ${whereClause(model, conditions)}
    ORDER BY ${col(label)}, t.id LIMIT ${limit}`.execute(db);
  return rows as Row[];
}

export async function writeAudit(
  db: Exec,
  entry: {
    userId: number | null;
    action: string;
    resource: string;
    recordId: number | null;
    before?: Row | null;
    after?: Row | null;
    ip?: string;
  },
): Promise<void> {
  await sql`INSERT INTO audit_log (user_id, action, resource, record_id, before, after, ip)
    VALUES (${entry.userId}, ${entry.action}, ${entry.resource}, ${entry.recordId === null ? null : String(entry.recordId)},
      ${entry.before ? JSON.stringify(entry.before) : null}::jsonb, ${entry.after ? JSON.stringify(entry.after) : null}::jsonb,
      ${entry.ip?.slice(0, 64) ?? null})`.execute(db);
}
