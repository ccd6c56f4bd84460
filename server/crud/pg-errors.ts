/** Database constraint errors turned into the API's 409/422 answers (never a 500 for bad input). */
import { sql } from 'kysely';
import { msg, type Msg, type MsgParam } from '../../domain/messages';
import { fieldWord, resourceWord } from '../../domain/messages/words';
import { HttpError, conflict, unprocessable } from '../errors';
import type { Exec } from './queries';
import type { Model } from './model';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export function pgError(err: unknown): PgError | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as PgError;
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e : undefined;
}

/** Column names inside `Key (a, lower(b::text))=(...)` of a constraint error's detail. */
function keyColumns(detail: string | undefined): string[] {
  const m = /Key \((.+?)\)=\(/.exec(detail ?? '');
  if (!m) return [];
  return m[1].split(',').map((part) => {
    const words = part.match(/[a-z_][a-z0-9_]*/g) ?? [];
    return words.filter((w) => !['lower', 'upper', 'text', 'varchar'].includes(w)).pop() ?? part.trim();
  });
}

/**
 * Maps unique and foreign key violations of a write to 409 / 422 naming the field, a null where the
 * column takes none to 422 "required" on the field, values out of a column's range to 422.
 */
export function writeError(model: Model, err: unknown): unknown {
  const e = pgError(err);
  if (!e) return err;
  const fields = model.def.fields;
  if (e.code === '23505') {
    const cols = keyColumns(e.detail).filter((c) => c in fields || c === 'id');
    const field = cols.find((c) => fields[c]?.type !== 'reference') ?? cols[0] ?? 'id';
    return conflict(
      msg.crud.unique({ resource: resourceWord(model.def), field: fieldWord(model.def, field) }),
      {
        [field]: [msg.crud.uniqueField()],
      },
    );
  }
  if (e.code === '23503') {
    const col = keyColumns(e.detail)[0];
    const link = model.links.find((l) => l.through.targetKey === col);
    const field = link ? link.field : col && col in fields ? col : undefined;
    return unprocessable({ [field ?? '_']: [msg.validation.reference()] });
  }
  if (e.code === '23502') {
    // A NOT NULL column the declaration leaves optional (is_active, plan.fitur, ...): null is no value for it.
    const field = e.column && e.column in fields ? e.column : '_';
    return unprocessable({ [field]: [msg.validation.required()] });
  }
  if (
    e.code === '22001' ||
    e.code === '22003' ||
    e.code === '23514' ||
    e.code === '22007' ||
    e.code === '22008'
  ) {
    return unprocessable({ _: [msg.crud.outOfRange()] });
  }
  if (e.code === '22P02') return new HttpError(400, msg.crud.wrongFormat());
  return err;
}

/**
 * A delete blocked by a foreign key: 409 saying which resource still references the record and how
 * many records. `titleOf` names a table (a declared resource's title, or the table name); `record`
 * names the blocked record when several were deleted at once.
 */
export async function deleteError(
  db: Exec,
  err: unknown,
  id: number,
  titleOf: (table: string) => MsgParam,
  record: Msg = msg.crud.thisRecord(),
): Promise<unknown> {
  const e = pgError(err);
  if (!e || e.code !== '23503') return err;
  const table = /referenced from table "([^"]+)"/.exec(e.detail ?? '')?.[1] ?? e.table;
  let count: number | undefined;
  const column =
    table && e.constraint?.startsWith(`${table}_`)
      ? e.constraint.slice(table.length + 1).replace(/_fkey$/, '')
      : undefined;
  if (table && column && /^[a-z_][a-z0-9_]*$/.test(table) && /^[a-z_][a-z0-9_]*$/.test(column)) {
    try {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${id}`.execute(db);
      count = Number(rows[0]?.n);
    } catch {
      count = undefined;
    }
  }
  const what = titleOf(table ?? 'another table');
  return conflict(
    count === undefined
      ? msg.crud.referencedUncounted({ record, resource: what })
      : msg.crud.referenced({ record, resource: what, smart_count: count }),
  );
}
