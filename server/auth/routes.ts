import type { FastifyInstance } from 'fastify';
import { registerChangePasswordRoute } from './change-password-route';
import { requireCaller } from './guard';
import { authLimits } from './limits';
import { registerLoginRoute } from './login-route';
import { revokeSession } from './sessions';
import { sessionBody } from './users';
import { registerSignupRoutes } from './signup';
import { registerResetRoutes } from './reset';
import { registerSessionRoutes } from './session-routes';
import { registerEmailChangeRoutes } from './email-change';
import { registerLanguageRoute } from './language-route';
import { registerCommonPasswordRoute } from './common-password-route';

const TAGS = ['auth'];

/** Sign-in, sign-out, the current session and password change (docs/product.md#api). */
export async function registerAuthRoutes(api: FastifyInstance): Promise<void> {
  const limits = authLimits(api.config.authLimits);
  registerLoginRoute(api, limits);
  registerLogoutRoute(api);
  registerMeRoute(api);
  registerChangePasswordRoute(api, limits);
  await registerSignupRoutes(api, limits);
  await registerResetRoutes(api, limits);
  registerSessionRoutes(api, limits);
  registerEmailChangeRoutes(api, limits);
  registerLanguageRoute(api);
  registerCommonPasswordRoute(api);
}

/** POST /auth/logout: revokes the bearer token. */
function registerLogoutRoute(api: FastifyInstance): void {
  api.post(
    '/auth/logout',
    { schema: { tags: TAGS, summary: 'Sign out: revokes the bearer token' } },
    async (request) => {
      if (request.caller) await revokeSession(api.db, request.caller.sessionId);
      return { data: true };
    },
  );
}

/** GET /auth/me: the signed-in user (with NIM, photo, phone and student record), roles and permissions. */
function registerMeRoute(api: FastifyInstance): void {
  api.get(
    '/auth/me',
    { schema: { tags: TAGS, summary: 'The signed-in user, roles and permissions' } },
    async (request) => {
      const caller = requireCaller(request);
      const extra = await api.db
        .selectFrom('users')
        .leftJoin('mahasiswa', 'mahasiswa.user_id', 'users.id')
        .select(['users.nim', 'users.foto', 'users.no_hp', 'mahasiswa.id as mahasiswa_id'])
        .where('users.id', '=', caller.id)
        .executeTakeFirst();
      const body = sessionBody(caller);
      return {
        data: {
          ...body,
          user: {
            ...body.user,
            nim: extra?.nim ?? null,
            foto: extra?.foto ?? null,
            no_hp: extra?.no_hp ?? null,
            mahasiswa_id: extra?.mahasiswa_id ?? null,
          },
        },
      };
    },
  );
}
