import { sql } from 'kysely';
import type { Config } from '../config';
import type { Caller } from '../context';
import type { Db } from '../db';
import { clearCallerCache } from './caller-cache';
import { looksLikeToken, randomToken, sha256Hex } from './tokens';

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

/** Opens a session: returns the token (shown once); the database keeps only its sha256. */
export async function createSession(
  db: Db,
  config: Config,
  userId: number,
  meta: SessionMeta = {},
): Promise<{ token: string; sessionId: number }> {
  const token = randomToken();
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: sha256Hex(token),
      expires_at: sql<Date>`now() + make_interval(hours => ${config.sessionAbsoluteHours})`,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip?.slice(0, 64) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id };
}

/**
 * The universities of the user of row `alias` (a `users` row) as a JSON array, NULL when none: those
 * the account is bound to and a student's own. Every place that needs a user's scope reads it here.
 */
export const ptIdsOfUser = (alias: string) => sql<(number | string)[] | null>`(
  SELECT json_agg(x.pt_id ORDER BY x.pt_id) FROM (
    SELECT up.pt_id FROM user_perguruan_tinggi up WHERE up.user_id = ${sql.ref(`${alias}.id`)}
    UNION SELECT m.pt_id FROM mahasiswa m WHERE m.user_id = ${sql.ref(`${alias}.id`)}) x)`;

interface CallerRow {
  session_id: number;
  user_id: number;
  name: string;
  email: string;
  stale: boolean;
  expires_at: Date;
  roles: { id: number; name: string }[] | null;
  permissions: string[] | null;
  pt_ids: (number | string)[] | null;
}

/**
 * The caller behind a bearer token, in one query: the live session (not revoked, inside its
 * absolute expiry and its idle window), the active user, the roles in order and the permissions
 * of the FIRST role (the lowest role_user.position): docs/product.md#roles-and-access, only the first role counts, so the
 * server enforces exactly what the screens show (domain/access.ts).
 * The sliding idle window is refreshed at most once a minute, so most requests do no write.
 */
export async function loadCaller(db: Db, config: Config, token: string): Promise<Caller | null> {
  if (!looksLikeToken(token)) return null;
  const { rows } = await sql<CallerRow>`
    SELECT s.id AS session_id, u.id AS user_id, u.name, u.email,
      s.last_used_at < now() - interval '1 minute' AS stale, s.expires_at,
      (SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY ru.position, r.id)
         FROM role_user ru JOIN roles r ON r.id = ru.role_id WHERE ru.user_id = u.id) AS roles,
      (SELECT json_agg(DISTINCT p.name)
         FROM permission_role pr JOIN permissions p ON p.id = pr.permission_id
         WHERE pr.role_id = (SELECT ru.role_id FROM role_user ru WHERE ru.user_id = u.id
                             ORDER BY ru.position, ru.role_id LIMIT 1)) AS permissions,
      ${ptIdsOfUser('u')} AS pt_ids
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ${sha256Hex(token)}
      AND s.revoked_at IS NULL
      AND s.expires_at > now()
      AND s.last_used_at > now() - make_interval(mins => ${config.sessionIdleMinutes})
      AND u.is_active`.execute(db);
  const row = rows[0];
  if (!row) return null;
  if (row.stale) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', row.session_id)
      .execute();
  }
  return {
    id: Number(row.user_id),
    name: row.name,
    email: row.email,
    roles: (row.roles ?? []).map((r) => ({ id: Number(r.id), name: r.name })),
    permissions: new Set(row.permissions ?? []),
    sessionId: Number(row.session_id),
    ptIds: row.pt_ids ? row.pt_ids.map(Number) : null,
    sessionExpiresAt: new Date(row.expires_at).getTime(),
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  clearCallerCache();
}

/** Revokes every live session of a user, except `keepSessionId` (the caller's own, on a password change). */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()`, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) q = q.where('id', '!=', keepSessionId);
  await q.execute();
  // (Inside a transaction the CRUD layer clears the cache again after the commit.)
  clearCallerCache();
}
