/**
 * The university hierarchy: perguruan tinggi > fakultas > program studi (> mahasiswa, which checks its
 * own place in server/crud/hooks/mahasiswa.ts). A program studi's fakultas belongs to its perguruan
 * tinggi, and a record does not move to another parent while records still hang under it (they would
 * end up under the wrong university): 409 naming them, the moved field marked.
 *
 * Parents are read `FOR KEY SHARE`, the record being moved is locked `FOR UPDATE` by the service: a
 * child written while its parent moves waits for the move and then sees the new parent.
 */
import { sql } from 'kysely';
import { msg } from '../../../domain/messages';
import { fieldWord, resourceWord } from '../../../domain/messages/words';
import type { ResourceDef } from '../../../domain/resource';
import { mahasiswa, programStudi } from '../../../domain/resources';
import { conflict, unprocessable } from '../../errors';
import type { Exec, Row } from '../queries';
import type { ResourceHooks, WriteContext } from '../service';

/** Records hanging under a parent: `table.column` holds the parent's id; `def` names them. */
interface Children {
  table: string;
  column: string;
  def: ResourceDef;
}

const under = (def: ResourceDef, column: string): Children => ({
  table: def.table,
  column,
  def,
});

/** Refuses changing any of `fields` of an existing record while `children` still point at it. */
export async function refuseMoveWithChildren(
  ctx: WriteContext,
  fields: readonly string[],
  children: readonly Children[],
): Promise<void> {
  const { trx, mode, values, before, model } = ctx;
  if (mode !== 'update' || !before) return;
  const moved = fields.filter((f) => f in values && Number(values[f]) !== Number(before[f]));
  if (!moved.length) return;
  for (const child of children) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(child.table)} WHERE ${sql.ref(child.column)} = ${before.id}`.execute(
      trx,
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n === 0) continue;
    const field = fieldWord(model.def, moved[0]);
    const message = msg.crud.stillHasChildren({
      record: resourceWord(model.def),
      resource: resourceWord(child.def),
      field,
      smart_count: n,
    });
    throw conflict(message, Object.fromEntries(moved.map((f) => [f, [message]])));
  }
}

/** The perguruan tinggi of a fakultas (locked against a concurrent move), or undefined when missing. */
export async function fakultasPt(trx: Exec, fakultasId: unknown): Promise<number | undefined> {
  const { rows } = await sql<{
    pt_id: number;
  }>`SELECT pt_id FROM fakultas WHERE id = ${Number(fakultasId)} FOR KEY SHARE`.execute(trx);
  return rows[0] ? Number(rows[0].pt_id) : undefined;
}

const present = (v: unknown): boolean => v !== null && v !== undefined;

export const fakultasHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    await refuseMoveWithChildren(
      ctx,
      ['pt_id'],
      [under(programStudi, 'fakultas_id'), under(mahasiswa, 'fakultas_id')],
    );
  },
};

export const programStudiHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    const merged: Row = { ...(ctx.before ?? {}), ...ctx.values };
    if (present(merged.fakultas_id) && present(merged.pt_id)) {
      const pt = await fakultasPt(ctx.trx, merged.fakultas_id);
      if (pt === undefined) throw unprocessable({ fakultas_id: [msg.validation.reference()] });
      if (pt !== Number(merged.pt_id)) throw unprocessable({ fakultas_id: [msg.crud.fakultasNotInPt()] });
    }
    await refuseMoveWithChildren(ctx, ['pt_id', 'fakultas_id'], [under(mahasiswa, 'prodi_id')]);
  },
};

/** Mahasiswa registered for an acara keep it in their perguruan tinggi. */
export const ACARA_CHILDREN: readonly Children[] = [under(mahasiswa, 'acara_id')];
