import { sql } from 'kysely';
import { ptIdsOfUser } from '../auth/sessions';
import type { Caller } from '../context';
import { inScopeSql, scopeOf, type ScopeStep } from '../crud/tenancy';
import type { Db } from '../db';
import type { FilesCtx } from './context';

/** Permissions of the gallery (the photos belong to the file_group resource's permissions). */
export const PERM_VIEW = 'fileGroup.view';
export const PERM_MANAGE = 'fileGroup.update';
export const PERM_SELF = 'galeri.self';

/**
 * Who is asking, as far as photos are concerned: an administrator (holds fileGroup.view) sees every
 * photo of their universities (`scope`); a student (galeri.self, linked to a mahasiswa record) sees
 * the photos of PUBLISHED groups that are either of their own acara or tagged to them. Nobody else
 * sees anything.
 */
export interface Viewer {
  userId: number;
  sessionId: number;
  admin: boolean;
  mahasiswaId: number | null;
  acaraId: number | null;
  /**
   * An administrator limited to universities (docs/tenancy.md): theirs, and the file group's chain
   * to one. Null: every university (the company's staff), or a student, whom `visibleTo` limits.
   */
  scope: PhotoScope | null;
}

export interface PhotoScope {
  ptIds: readonly number[];
  groupSteps: readonly ScopeStep[];
}

/** The scope of an administrator with universities `ptIds` (null or undefined: none). */
export function photoScope(ctx: Pick<FilesCtx, 'groupModel'>, ptIds: readonly number[] | null | undefined) {
  const limited = scopeOf({ ptIds });
  if (!limited) return null;
  const groupSteps = ctx.groupModel.tenant;
  if (!groupSteps) throw new Error('file_group has no chain to perguruanTinggi: photos cannot be scoped');
  return { ptIds: limited, groupSteps };
}

interface ViewerRow {
  admin: boolean;
  self: boolean;
  mahasiswa_id: number | null;
  acara_id: number | null;
  pt_ids: (number | string)[] | null;
}

/** Whether the user's first role (lowest role_user.position: docs/product.md#roles-and-access) holds a permission. */
const firstRoleHolds = (permission: string) => sql<boolean>`EXISTS (
    SELECT 1 FROM permission_role pr JOIN permissions p ON p.id = pr.permission_id
    WHERE p.name = ${permission} AND pr.role_id = (SELECT ru.role_id FROM role_user ru WHERE ru.user_id = u.id
                                                  ORDER BY ru.position, ru.role_id LIMIT 1))`;

const viewerQuery = (userId: number) => sql<ViewerRow>`
  SELECT ${firstRoleHolds(PERM_VIEW)} AS admin, ${firstRoleHolds(PERM_SELF)} AS self,
    m.id AS mahasiswa_id, m.acara_id, ${ptIdsOfUser('u')} AS pt_ids
  FROM users u LEFT JOIN mahasiswa m ON m.user_id = u.id
  WHERE u.id = ${userId} AND u.is_active`;

function toViewer(
  ctx: Pick<FilesCtx, 'groupModel'>,
  row: ViewerRow | undefined,
  userId: number,
  sessionId: number,
): Viewer | null {
  if (!row) return null;
  if (!row.admin && !(row.self && row.mahasiswa_id)) return null;
  return {
    userId,
    sessionId,
    admin: row.admin,
    mahasiswaId: row.mahasiswa_id === null ? null : Number(row.mahasiswa_id),
    acaraId: row.acara_id === null ? null : Number(row.acara_id),
    scope: row.admin ? photoScope(ctx, row.pt_ids?.map(Number)) : null,
  };
}

/** The administrator's view of the gallery for `caller`: every photo of their universities. */
export function adminViewerOf(ctx: Pick<FilesCtx, 'groupModel'>, caller: Caller): Viewer {
  return {
    userId: caller.id,
    sessionId: caller.sessionId,
    admin: true,
    mahasiswaId: null,
    acaraId: null,
    scope: photoScope(ctx, caller.ptIds),
  };
}

/** The viewer behind a bearer caller (null: signed in, but no right to any photo). */
export async function viewerOfCaller(
  ctx: Pick<FilesCtx, 'db' | 'groupModel'>,
  caller: Caller,
): Promise<Viewer | null> {
  if (caller.permissions.has(PERM_VIEW)) return adminViewerOf(ctx, caller);
  if (!caller.permissions.has(PERM_SELF)) return null;
  const { rows } = await viewerQuery(caller.id).execute(ctx.db);
  return toViewer(ctx, rows[0], caller.id, caller.sessionId);
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
export async function viewerOfSession(
  ctx: Pick<FilesCtx, 'db' | 'groupModel'>,
  userId: number,
  sessionId: number,
): Promise<Viewer | null> {
  if (!(await sessionIsLive(ctx.db, userId, sessionId))) return null;
  const viewer = await viewerQuery(userId).execute(ctx.db);
  return toViewer(ctx, viewer.rows[0], userId, sessionId);
}

/**
 * SQL condition (over `f` = file and `g` = file_group) limiting photos to what the viewer may see:
 * an administrator those of groups in their universities (through the file group's declared chain),
 * a student what is published for them.
 */
export function visibleTo(viewer: Viewer) {
  if (viewer.admin) return groupInScope(viewer.scope, 'g');
  return sql<boolean>`(g.is_published AND (g.acara_id = ${viewer.acaraId ?? -1} OR EXISTS (
    SELECT 1 FROM file_mahasiswa fm WHERE fm.file_id = f.id AND fm.mahasiswa_id = ${viewer.mahasiswaId ?? -1})))`;
}

/** SQL true for the file_group rows of `alias` within `scope` (null: every one). */
export function groupInScope(scope: PhotoScope | null, alias: string) {
  return scope ? inScopeSql(scope.groupSteps, alias, scope.ptIds) : sql<boolean>`true`;
}
