import { sql } from 'kysely';
import type { Caller } from '../context';
import type { Db } from '../db';

/** Permissions of the gallery (the photos belong to the file_group resource's permissions). */
export const PERM_VIEW = 'fileGroup.view';
export const PERM_MANAGE = 'fileGroup.update';
export const PERM_SELF = 'galeri.self';

/**
 * Who is asking, as far as photos are concerned: an administrator (holds fileGroup.view) sees every
 * photo; a student (galeri.self, linked to a mahasiswa record) sees the photos of PUBLISHED groups
 * that are either of their own acara or tagged to them. Nobody else sees anything.
 */
export interface Viewer {
  userId: number;
  sessionId: number;
  admin: boolean;
  mahasiswaId: number | null;
  acaraId: number | null;
}

interface ViewerRow {
  admin: boolean;
  self: boolean;
  mahasiswa_id: number | null;
  acara_id: number | null;
}

/** Whether the user's first role (lowest role_user.position: spec §6) holds a permission. */
const firstRoleHolds = (permission: string) => sql<boolean>`EXISTS (
    SELECT 1 FROM permission_role pr JOIN permissions p ON p.id = pr.permission_id
    WHERE p.name = ${permission} AND pr.role_id = (SELECT ru.role_id FROM role_user ru WHERE ru.user_id = u.id
                                                  ORDER BY ru.position, ru.role_id LIMIT 1))`;

const viewerQuery = (userId: number) => sql<ViewerRow>`
  SELECT ${firstRoleHolds(PERM_VIEW)} AS admin, ${firstRoleHolds(PERM_SELF)} AS self,
    m.id AS mahasiswa_id, m.acara_id
  FROM users u LEFT JOIN mahasiswa m ON m.user_id = u.id
  WHERE u.id = ${userId} AND u.is_active`;

function toViewer(row: ViewerRow | undefined, userId: number, sessionId: number): Viewer | null {
  if (!row) return null;
  if (!row.admin && !(row.self && row.mahasiswa_id)) return null;
  return {
    userId,
    sessionId,
    admin: row.admin,
    mahasiswaId: row.mahasiswa_id === null ? null : Number(row.mahasiswa_id),
    acaraId: row.acara_id === null ? null : Number(row.acara_id),
  };
}

/** The viewer behind a bearer caller (null: signed in, but no right to any photo). */
export async function viewerOfCaller(db: Db, caller: Caller): Promise<Viewer | null> {
  if (caller.permissions.has(PERM_VIEW)) {
    return { userId: caller.id, sessionId: caller.sessionId, admin: true, mahasiswaId: null, acaraId: null };
  }
  if (!caller.permissions.has(PERM_SELF)) return null;
  const { rows } = await viewerQuery(caller.id).execute(db);
  return toViewer(rows[0], caller.id, caller.sessionId);
}

/** The session a signed URL is bound to is still live (not revoked, not expired, user active). */
export async function sessionIsLive(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const { rows } = await sql<{ ok: number }>`
    SELECT 1 AS ok FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ${sessionId} AND s.user_id = ${userId} AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active`.execute(
    db,
  );
  return rows.length > 0;
}

/** The viewer behind a signed URL: only while its session is live (not revoked, not expired). */
export async function viewerOfSession(db: Db, userId: number, sessionId: number): Promise<Viewer | null> {
  if (!(await sessionIsLive(db, userId, sessionId))) return null;
  const viewer = await viewerQuery(userId).execute(db);
  return toViewer(viewer.rows[0], userId, sessionId);
}

/**
 * SQL condition (over `f` = file and `g` = file_group) limiting photos to what a student may see.
 * Admins: no limit.
 */
export function visibleTo(viewer: Viewer) {
  if (viewer.admin) return sql<boolean>`true`;
  return sql<boolean>`(g.is_published AND (g.acara_id = ${viewer.acaraId ?? -1} OR EXISTS (
    SELECT 1 FROM file_mahasiswa fm WHERE fm.file_id = f.id AND fm.mahasiswa_id = ${viewer.mahasiswaId ?? -1})))`;
}
