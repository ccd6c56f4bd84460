/** The generic resource actions: list, get, create, update, delete (with hooks and the audit log). */
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../context';
import { msg, type Msg, type MsgParam } from '../../domain/messages';
import type { FieldErrors } from '../../domain/validation';
import { conflict, notFound, unprocessable } from '../errors';
import { crossFieldErrors, validateInput, type WriteMode } from '../../domain/validation';
import type { ImportRow } from './import-rows';
import type { Model } from './model';
import type { ListParams } from './params';
import { deleteError, writeError } from './pg-errors';
import {
  attachLinks,
  countRows,
  deleteRow,
  insertRow,
  saveLinks,
  selectOne,
  selectPage,
  updateRow,
  writeAudit,
  type Exec,
  type Row,
} from './queries';
import type { ListCache, Page } from './list-cache';
import { clearCallerCache } from '../auth/caller-cache';
import {
  frozenCopy,
  hookDb,
  hookUser,
  hookWhere,
  type LayerHooks,
  type LooseFileHookSet,
} from '../extend/runtime';
import type { WriteSource } from '../extend/types';
import { checkHookData } from './hook-data';
import { serverFieldType } from './field-types';
import {
  assertScopedWrite,
  assertStillInScope,
  checkScopedReferences,
  scopeCondition,
  scopeOf,
  type ScopedCaller,
} from './tenancy';
import { resourceWord } from '../../domain/messages/words';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CRUD services of this app (decorated by registerResources), for other modules' writes. */
    records: Services;
  }
}

/** Tables whose changes alter who a caller is or what they may do. */
const CALLER_TABLES = new Set(['users', 'roles', 'permissions']);

export interface Actor {
  caller: Caller;
  ip: string;
}

/**
 * Who writes through createRecord / updateRecord: a signed-in caller, or no one (`null`: a student
 * registering). Goes to the audit log and to the hooks' `user`; with the caller's `ptIds`, a write
 * marked `scoped` is limited to those universities (./tenancy.ts).
 */
export interface RecordActor {
  caller: Caller | null;
  ip: string;
}

/** Sign-in accounts for the records of a bulk import (`create_accounts=true`). */
export interface ImportAccounts {
  /**
   * Refuses (an HttpError) a caller who may not give the accounts their role (delegation:
   * server/resources/hooks/delegation.ts), before the file is read.
   */
  authorize(db: Exec, caller: Caller): Promise<void>;
  /** Adds per-row errors for rows that cannot get an account (preview and commit). */
  check(db: Exec, rows: ImportRow[]): Promise<void>;
  /**
   * Creates the account of a row about to be inserted, inside the import's transaction, and links it
   * in `values`. The account has no usable password: its owner gets a mailed link to choose one.
   */
  create(trx: Exec, values: Row): Promise<{ userId: number; email: string; name: string }>;
}

export interface Services {
  app: FastifyInstance;
  /**
   * A resource's hooks by layer, the core's first (server/resources/hooks), the installation's
   * (wisuda.server.ts) last; writeRecord and deleteRowsByIds run them in the order of
   * docs/server-hooks.md "Order".
   */
  hooks: (name: string) => readonly LayerHooks[];
  /** Sign-in accounts for an import's records (`create_accounts=true`), when the resource has them. */
  importAccounts: (name: string) => ImportAccounts | undefined;
  /** The compiled model of every declared resource, by name (for writes outside the generic routes). */
  model: (name: string) => Model;
  /** The `file` hooks of every layer (the gallery's photos), if any. */
  fileHooks: LooseFileHookSet | undefined;
  titleOfTable: (table: string) => MsgParam;
  /** List pages and totals of this registration (one per app, so two apps on two databases never mix). */
  lists: ListCache;
}

/**
 * One page of a list and the total for Content-Range, through the list cache (server/crud/list-cache.ts);
 * only the records of the caller's universities (./tenancy.ts).
 */
export function listRows(s: Services, model: Model, query: ListParams, caller: Caller): Promise<Page> {
  const scope = scopeCondition(model, caller);
  const params = scope ? { ...query, conditions: [...query.conditions, scope] } : query;
  return s.lists.page(model, params, async () => {
    const db = s.app.db;
    const rows = await selectPage(db, model, params);
    await attachLinks(db, model, rows, { scope: scope?.ptIds, labels: true });
    let total: number;
    if (rows.length > 0 && rows.length < params.limit) total = params.offset + rows.length;
    else if (rows.length === 0 && params.offset === 0) total = 0;
    else total = await s.lists.total(model, params.conditions, () => countRows(db, model, params.conditions));
    return { rows, total };
  });
}

/**
 * One record: 404 when it does not exist, is not the `owner`'s, or lies outside the universities of
 * `caller` (./tenancy.ts), alike, so ids cannot be probed.
 */
export async function getRow(
  s: Services,
  model: Model,
  id: number,
  who: { owner?: { field: string; userId: number }; caller?: ScopedCaller } = {},
): Promise<Row> {
  const row = await selectOne(s.app.db, model, id, {
    owner: who.owner,
    scope: scopeOf(who.caller),
    linkLabels: true,
  });
  if (!row) throw notFound(msg.crud.notFound({ resource: resourceWord(model.def), id }));
  return row;
}

function storedValues(model: Model, data: Record<string, unknown>): Row {
  const values: Row = {};
  for (const [k, v] of Object.entries(data)) if (model.writable.has(k)) values[k] = v;
  return values;
}

function checkBuiltin(model: Model, before: Row, data: Record<string, unknown>): void {
  const builtin = model.def.builtin;
  if (!builtin || !before[builtin.flag]) return;
  const errors: FieldErrors = {};
  for (const f of builtin.lockedFields) {
    if (f in data && data[f] !== before[f]) errors[f] = [msg.crud.builtinField()];
  }
  if (Object.keys(errors).length)
    throw conflict(msg.crud.builtinChange({ resource: resourceWord(model.def) }), errors);
}

/**
 * The record-level checks of validated data: cross-field rules (on update against the stored row
 * merged with the patch) and the locked fields of built-in records.
 */
function checkRecord(model: Model, mode: WriteMode, data: Row, before?: Row): void {
  if (before) checkBuiltin(model, before, data);
  const cross =
    mode === 'update'
      ? crossFieldErrors(model.def, { ...before, ...data }, { touched: Object.keys(data) })
      : crossFieldErrors(model.def, data);
  if (Object.keys(cross).length) throw unprocessable(cross);
}

/**
 * The checks of the new values against what is stored (server/crud/field-types.ts `stored`: an
 * image key must be one stored for that field), whoever wrote them: the caller, a hook, the server's
 * own flows (the profile photo). A value an update leaves as it was is not checked again.
 */
async function checkStored(trx: Exec, model: Model, values: Row, before?: Row, id?: number): Promise<void> {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) {
    const f = model.def.fields[field];
    const check = f && serverFieldType(f).stored;
    if (!check || value === null || value === undefined || (before && before[field] === value)) continue;
    const problem = await check(value, { db: trx, def: model.def, field, id });
    if (problem) errors[field] = [problem];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** One record write inside a transaction (see writeRecord). */
interface RecordWrite {
  mode: WriteMode;
  /** Validated values of declared fields: what hooks see and may change. */
  data: Row;
  /** Update: the record's id and its stored row (locked). */
  id?: number;
  before?: Row;
  /** Server-set columns written as they are (read-only fields, a password hash): hooks do not see them. */
  columns?: Row;
  /** The audit log's action (default: the mode). */
  action?: string;
  /**
   * Limited to the actor's universities (./tenancy.ts): the generic routes and imports. The server's
   * own flows (registration, profile) apply their own rules.
   */
  scoped?: boolean;
  /** Where the write comes from (the hooks' `source`). */
  source: WriteSource;
  /**
   * A trial run that the caller rolls back (the import's preview): before hooks run, so their
   * changes and refusals show; after hooks do not, since what they do outside the database
   * (a mail, a call to another system) would not be rolled back.
   */
  trial?: boolean;
}

/**
 * Writes one record in `trx`: the before hooks (the installation's, then the core's: each one's
 * returned data validated again), the row with the columns the hooks stored, its links, the audit log
 * entry, then the after hooks (the core's, then the installation's). docs/server-hooks.md "Order".
 */
async function writeRecord(
  s: Services,
  trx: Exec,
  model: Model,
  w: RecordWrite,
  actor: RecordActor,
): Promise<{ id: number; record: Row }> {
  const layers = s.hooks(model.def.name);
  const { mode, before, id, source } = w;
  const user = hookUser(actor.caller);
  const db = hookDb(trx);
  const stored: Row = {};
  const store = (columns: Readonly<Row>) => void Object.assign(stored, columns);
  let data = w.data;
  const name = mode === 'create' ? 'beforeCreate' : 'beforeUpdate';
  // The outermost layer first, the core last: the core's rules check and complete what the others returned.
  for (let i = layers.length - 1; i >= 0; i--) {
    const { layer, set } = layers[i];
    if (!set[name]) continue;
    const base = { data: frozenCopy(data), user, source, db, store };
    const returned =
      mode === 'create'
        ? await set.beforeCreate!(base)
        : await set.beforeUpdate!({ ...base, before: frozenCopy(before!), id: id! });
    const next = checkHookData(model.def, mode, data, returned, {
      where: hookWhere(model.def.name, name, layer),
      virtual: source === 'api',
    });
    if (next !== data) {
      checkRecord(model, mode, next, before);
      data = next;
    }
  }
  const values = { ...storedValues(model, data), ...w.columns, ...stored };
  if (w.scoped) await checkScopedReferences(trx, model, actor.caller, values, data);
  await checkStored(trx, model, values, before, id);
  let rid: number;
  if (mode === 'create') rid = await insertRow(trx, model, values);
  else {
    rid = id!;
    await updateRow(trx, model, rid, values);
  }
  const scope = w.scoped ? scopeOf(actor.caller) : undefined;
  for (const link of model.links) {
    const targets = data[link.field];
    if (Array.isArray(targets)) await saveLinks(trx, model, rid, link.field, targets as number[], scope);
    else if (targets === null) await saveLinks(trx, model, rid, link.field, [], scope);
  }
  if (scope) await assertStillInScope(trx, model, actor.caller, rid);
  const record = (await selectOne(trx, model, rid)) ?? {};
  await writeAudit(trx, {
    userId: actor.caller?.id ?? null,
    action: w.action ?? mode,
    resource: model.def.name,
    recordId: rid,
    before: before ?? null,
    after: record,
    ip: actor.ip,
  });
  if (w.trial) return { id: rid, record };
  const after = { record: frozenCopy(record), data: frozenCopy(data), id: rid, user, source, db };
  const was = before && frozenCopy(before);
  for (const { set } of layers) {
    if (mode === 'create') await set.afterCreate?.(after);
    else await set.afterUpdate?.({ ...after, before: was! });
  }
  return { id: rid, record };
}

async function write(
  s: Services,
  model: Model,
  mode: WriteMode,
  body: unknown,
  actor: Actor,
  id?: number,
): Promise<Row> {
  // A resource not the caller's to change is refused before its input is read.
  assertScopedWrite(model, actor.caller, mode);
  const checked = validateInput(model.def, mode, body);
  if (!checked.ok) throw unprocessable(checked.errors);
  const data = checked.data;
  assertScopedWrite(model, actor.caller, mode, data);
  try {
    const recordId = await s.app.db.transaction().execute(async (trx) => {
      let before: Row | undefined;
      if (mode === 'update') {
        before = await selectOne(trx, model, id!, {
          lock: true,
          scope: scopeOf(actor.caller),
          forWrite: true,
        });
        if (!before) throw notFound(msg.crud.notFound({ resource: resourceWord(model.def), id: id! }));
        // (create: cross-field rules in validateInput)
        checkRecord(model, mode, data, before);
      }
      return (
        await writeRecord(s, trx, model, { mode, data, before, id, scoped: true, source: 'api' }, actor)
      ).id;
    });
    s.lists.invalidate(model.table);
    if (CALLER_TABLES.has(model.table)) clearCallerCache();
    return await getRow(s, model, recordId, { caller: actor.caller });
  } catch (err) {
    throw writeError(model, err);
  }
}

/** What createRecord / updateRecord write: see RecordWrite. */
export interface RecordInput {
  data: Row;
  /** Which of the server's flows writes (the record routes are `api`). */
  source: Exclude<WriteSource, 'api'>;
  columns?: Row;
  action?: string;
  trial?: boolean;
  scoped?: boolean;
}

/**
 * Creates a record of a declared resource inside the caller's transaction, for writes outside the
 * generic routes (registration, profile, import): the hooks run with the flow's `source` (what a
 * before hook returns is validated against the declaration), links are saved and the audit log gets
 * its entry, as in the generic routes. The core's rules of the record routes pass over these writes:
 * the caller's flow validated `data` and applies its own rules. Database errors are left to the
 * caller. Returns the stored record.
 */
export async function createRecord(
  s: Services,
  model: Model,
  input: RecordInput,
  actor: RecordActor,
  trx: Exec,
): Promise<Row> {
  return (await writeRecord(s, trx, model, { mode: 'create', ...input }, actor)).record;
}

/** Updates record `id` like createRecord (404 when it does not exist); `data` holds only what changes. */
export async function updateRecord(
  s: Services,
  model: Model,
  id: number,
  input: RecordInput,
  actor: RecordActor,
  trx: Exec,
): Promise<Row> {
  const scope = input.scoped ? scopeOf(actor.caller) : undefined;
  const before = await selectOne(trx, model, id, { lock: true, scope, forWrite: true });
  if (!before) throw notFound(msg.crud.notFound({ resource: resourceWord(model.def), id }));
  return (await writeRecord(s, trx, model, { mode: 'update', ...input, before, id }, actor)).record;
}

export const createRow = (s: Services, model: Model, body: unknown, actor: Actor) =>
  write(s, model, 'create', body, actor);
export const updateRowById = (s: Services, model: Model, id: number, body: unknown, actor: Actor) =>
  write(s, model, 'update', body, actor, id);

export const deleteRowById = async (s: Services, model: Model, id: number, actor: Actor): Promise<Row> =>
  (await deleteRowsByIds(s, model, [id], actor))[0];

/** At most this many records per bulk delete. */
export const MAX_DELETE_IDS = 1000;

/**
 * Deletes the records `ids` in one transaction: every row is checked (404 when missing, 409 when
 * built in or refused by a hook) and written to the audit log; when any row fails, nothing is deleted.
 * A record still referenced answers 409 naming the referencing resource (and, in a bulk delete, the
 * record). Rows are locked in id order, so two bulk deletes cannot deadlock.
 */
export async function deleteRowsByIds(
  s: Services,
  model: Model,
  ids: readonly number[],
  actor: Actor,
): Promise<Row[]> {
  const layers = s.hooks(model.def.name);
  assertScopedWrite(model, actor.caller, 'delete');
  const scope = scopeOf(actor.caller);
  const order = [...new Set(ids)].sort((a, b) => a - b);
  let current: { id: number; row?: Row } | undefined;
  try {
    const deleted = await s.app.db.transaction().execute(async (trx) => {
      const rows: Row[] = [];
      for (const id of order) {
        current = { id };
        const row = await selectOne(trx, model, id, { lock: true, scope, forWrite: true });
        if (!row) throw notFound(msg.crud.notFound({ resource: resourceWord(model.def), id }));
        current.row = row;
        const flag = model.def.builtin?.flag;
        if (flag && row[flag]) throw conflict(msg.crud.builtinDelete({ resource: resourceWord(model.def) }));
        // Every layer in order, the core's first: its refusals answer before any other hook runs.
        const hookCtx = {
          before: frozenCopy(row),
          id,
          user: hookUser(actor.caller),
          source: 'api' as const,
          db: hookDb(trx),
        };
        for (const { set } of layers) await set.beforeDelete?.(hookCtx);
        await deleteRow(trx, model, id);
        await writeAudit(trx, {
          userId: actor.caller.id,
          action: 'delete',
          resource: model.def.name,
          recordId: id,
          before: row,
          ip: actor.ip,
        });
        for (const { set } of layers) await set.afterDelete?.(hookCtx);
        rows.push(row);
      }
      return rows;
    });
    s.lists.invalidate(model.table);
    if (CALLER_TABLES.has(model.table)) clearCallerCache();
    return deleted;
  } catch (err) {
    if (!current) throw err;
    const record = order.length > 1 ? recordName(model, current.id, current.row) : undefined;
    throw await deleteError(s.app.db, err, current.id, s.titleOfTable, record);
  }
}

/** `Perguruan Tinggi "Universitas Indonesia" (id 7)`: names one record in a message. */
function recordName(model: Model, id: number, row?: Row): Msg {
  const label = row?.[model.def.labelField];
  return label === null || label === undefined || label === ''
    ? msg.crud.recordId({ resource: resourceWord(model.def), id })
    : msg.crud.recordNamed({ resource: resourceWord(model.def), label: String(label), id });
}
