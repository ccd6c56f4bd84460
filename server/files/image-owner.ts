/**
 * Image fields accept only their own files (docs/security.md): a key written into an `image` field
 * must have been stored for that resource and field (its tag, server/files/keys.ts), and no other row
 * may hold it. Otherwise a form could point a public field (the app logo) at a student's private
 * photo, or one student's record at another's photo, and GET /api/images would serve it to whoever
 * may see the new row. Checked for every write of a new value (server/crud/service.ts).
 */
import { sql, type Kysely } from 'kysely';
import { msg, type Msg } from '../../domain/messages';
import type { ResourceDef } from '../../domain/resource';
import type { Database } from '../db/types';
import { fieldTag, imageKeyTag } from './keys';

export interface ImageWrite {
  db: Kysely<Database>;
  def: ResourceDef;
  field: string;
  /** The row written (an update); undefined for a new row. */
  id?: number;
}

/** Why `key` may not be stored in this field (a message for beside it), or null when it may. */
export async function imageKeyProblem(key: unknown, at: ImageWrite): Promise<Msg | null> {
  if (typeof key !== 'string') return null;
  if (imageKeyTag(key) !== fieldTag(at.def.name, at.field)) return msg.validation.imageElsewhere();
  const others = sql`SELECT 1 FROM ${sql.table(at.def.table)} WHERE ${sql.ref(at.field)} = ${key}`;
  const { rows } = await (
    at.id === undefined ? sql`${others} LIMIT 1` : sql`${others} AND id <> ${at.id} LIMIT 1`
  ).execute(at.db);
  return rows.length ? msg.validation.imageElsewhere() : null;
}
