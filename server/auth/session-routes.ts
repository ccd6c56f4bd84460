import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { msg } from '../../domain/messages';
import type { Caller } from '../context';
import { parseId } from '../crud/params';
import { writeAudit } from '../crud/queries';
import { notFound } from '../errors';
import { requireCaller } from './guard';
import type { AuthLimits } from './limits';
import { revokeSession } from './sessions';
import { endOutstandingAccess } from './security-event';
import { hit } from './throttle';

const TAGS = ['auth'];

const SESSION = {
  type: 'object',
  properties: {
    id: { type: 'integer', format: 'int64' },
    user_agent: { type: 'string', nullable: true },
    ip: { type: 'string', nullable: true },
    created_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: 'string', format: 'date-time' },
    current: { type: 'boolean', description: 'The session of this request ("this device")' },
  },
} as const;

/**
 * The self-service requests of a signed-in user (sessions, e-mail change) share one counter per
 * user, so a stolen session cannot hammer them.
 */
export async function selfServiceHit(
  api: FastifyInstance,
  limits: AuthLimits,
  request: FastifyRequest,
): Promise<Caller> {
  const caller = requireCaller(request);
  await hit(api.db, [
    {
      key: `self:user:${caller.id}`,
      limit: limits.selfServicePerUser,
      windowSeconds: limits.loginWindowSeconds,
    },
  ]);
  return caller;
}

/** The caller's own sessions: list (live ones), sign out one, sign out every other. */
export function registerSessionRoutes(api: FastifyInstance, limits: AuthLimits): void {
  const db = api.db;
  const audit = (caller: Caller, request: FastifyRequest, action: string, recordId: number | null) =>
    writeAudit(db, { userId: caller.id, action, resource: 'session', recordId, ip: request.ip });

  api.get(
    '/auth/sessions',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in user's live sessions (devices), newest use first",
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: SESSION } } } },
      },
    },
    async (request) => {
      const caller = await selfServiceHit(api, limits, request);
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at'])
        .where('user_id', '=', caller.id)
        .where('revoked_at', 'is', null)
        .where(sql<boolean>`expires_at > now()`)
        .where(sql<boolean>`last_used_at > now() - make_interval(mins => ${api.config.sessionIdleMinutes})`)
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return {
        data: rows.map((r) => ({
          id: Number(r.id),
          user_agent: r.user_agent,
          ip: r.ip,
          created_at: new Date(r.created_at).toISOString(),
          last_used_at: new Date(r.last_used_at).toISOString(),
          current: Number(r.id) === caller.sessionId,
        })),
      };
    },
  );

  api.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign out one of my sessions (another device, or this one)',
        description: "Not one of the caller's live sessions: 404.",
      },
    },
    async (request) => {
      const caller = await selfServiceHit(api, limits, request);
      const id = parseId((request.params as { id: string }).id);
      const row = await db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', caller.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw notFound(msg.profile.sessionNotFound());
      await revokeSession(db, id);
      await audit(caller, request, 'sign-out', id);
      return { data: true };
    },
  );

  api.post(
    '/auth/sessions/revoke-others',
    { schema: { tags: TAGS, summary: 'Sign out everywhere else: every session but this one' } },
    async (request) => {
      const caller = await selfServiceHit(api, limits, request);
      await db.transaction().execute((trx) => endOutstandingAccess(trx, caller.id, caller.sessionId));
      await audit(caller, request, 'sign-out-others', caller.sessionId);
      return { data: true };
    },
  );
}
