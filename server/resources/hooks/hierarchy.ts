/**
 * The university hierarchy: perguruan tinggi > fakultas > program studi (> mahasiswa, which checks its
 * own place in ./mahasiswa.ts). A program studi's fakultas belongs to its perguruan
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
import type { Exec, Row } from '../../crud/queries';
import type { BeforeUpdateContext } from '../../extend/types';
import { serverDb, type CoreHooks } from './kit';

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

/**
 * Refuses an update changing any of `fields` of a record of `def` while `children` still point at it.
 */
export async function refuseMoveWithChildren(
  def: ResourceDef,
  { db, data, before }: Pick<BeforeUpdateContext<Readonly<Row>, Readonly<Row>>, 'db' | 'data' | 'before'>,
  fields: readonly string[],
  children: readonly Children[],
): Promise<void> {
  const moved = fields.filter((f) => f in data && Number(data[f]) !== Number(before[f]));
  if (!moved.length) return;
  for (const child of children) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(child.table)} WHERE ${sql.ref(child.column)} = ${before.id}`.execute(
      serverDb(db),
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n === 0) continue;
    const field = fieldWord(def, moved[0]);
    const message = msg.crud.stillHasChildren({
      record: resourceWord(def),
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

/** The hooks of fakultas (`def`: its configured declaration, for the messages' words). */
export const fakultasHooks = (def: ResourceDef): CoreHooks<'fakultas'> => ({
  async beforeUpdate(ctx) {
    await refuseMoveWithChildren(
      def,
      ctx,
      ['pt_id'],
      [under(programStudi, 'fakultas_id'), under(mahasiswa, 'fakultas_id')],
    );
  },
});

/** A program studi's fakultas belongs to its perguruan tinggi (`merged`: the record as it will be). */
async function checkProdiPlace(db: Exec, merged: Readonly<Row>): Promise<void> {
  if (present(merged.fakultas_id) && present(merged.pt_id)) {
    const pt = await fakultasPt(db, merged.fakultas_id);
    if (pt === undefined) throw unprocessable({ fakultas_id: [msg.validation.reference()] });
    if (pt !== Number(merged.pt_id)) throw unprocessable({ fakultas_id: [msg.crud.fakultasNotInPt()] });
  }
}

/** The hooks of program studi (`def`: its configured declaration, for the messages' words). */
export const programStudiHooks = (def: ResourceDef): CoreHooks<'programStudi'> => ({
  async beforeCreate({ db, data }) {
    await checkProdiPlace(serverDb(db), data);
  },
  async beforeUpdate(ctx) {
    await checkProdiPlace(serverDb(ctx.db), { ...ctx.before, ...ctx.data });
    await refuseMoveWithChildren(def, ctx, ['pt_id', 'fakultas_id'], [under(mahasiswa, 'prodi_id')]);
  },
});

/** Mahasiswa registered for an acara keep it in their perguruan tinggi. */
export const ACARA_CHILDREN: readonly Children[] = [under(mahasiswa, 'acara_id')];
