import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/messages';
import { writeAudit } from '../crud/queries';
import { HttpError, unauthorized, unprocessable } from '../errors';
import { requireCaller } from './guard';
import { authLimits } from './limits';
import { hashPassword, verifyPassword } from './password';
import { createSession, loadCaller, revokeSession } from './sessions';
import { endOutstandingAccess } from './security-event';
import { changePasswordRule, loginRules, loginSucceeded } from './lockout';
import { rememberLanguage } from '../mail/language';
import { clearKeys, reserve } from './throttle';
import { clientMeta, findForLogin, sessionBody } from './users';
import { FieldErrors, obj, str } from './validate';
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

  api.post<{ Body: { login?: string; email?: string; password?: string } }>(
    '/auth/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in with e-mail or NIM and password',
        description:
          'Returns a bearer token. Wrong credentials: 401; unverified or disabled account: 403; throttled: 429.',
        security: [],
        body: obj({ login: str('E-mail or NIM'), email: str('Alternative to login'), password: str() }),
      },
    },
    async (request) => {
      const { body } = request;
      const errors = new FieldErrors();
      const login = errors.required(
        body.login !== undefined ? 'login' : body.email !== undefined ? 'email' : 'login',
        body.login ?? body.email,
      );
      const password = errors.secret('password', body.password);
      errors.done();

      // Counted BEFORE the password is verified (one atomic reservation per counter): parallel guesses
      // cannot pass the limits; over a limit, 429 with Retry-After and nothing verified.
      const rules = loginRules(limits, login, request.ip);
      await reserve(api.db, rules);

      const candidates = password.length <= 1024 ? await findForLogin(api.db, login) : [];
      let account = undefined as (typeof candidates)[number] | undefined;
      if (candidates.length === 0) await verifyPassword(null, password);
      for (const candidate of candidates) {
        if (await verifyPassword(candidate.password_hash, password)) {
          account = candidate;
          break;
        }
      }
      // A wrong password keeps its reservation: it is the failure counted.
      if (!account) throw unauthorized(msg.auth.wrongLogin());
      await loginSucceeded(api.db, rules);
      await rememberLanguage(api.db, account.id, account.bahasa, request);
      // A self-registration awaiting approval verifies its address first, then waits for the decision.
      const pending = account.persetujuan === 'pending';
      if (!account.is_active && !pending) throw new HttpError(403, msg.auth.accountDisabled());
      if (!account.email_verified_at) {
        throw new HttpError(403, msg.auth.emailUnverified(), undefined, { 'x-reason': 'email-unverified' });
      }
      if (!account.is_active) {
        throw new HttpError(403, msg.auth.awaitingApproval(), undefined, { 'x-reason': 'awaiting-approval' });
      }
      const { token } = await createSession(api.db, api.config, account.id, clientMeta(request));
      const caller = await loadCaller(api.db, api.config, token);
      if (!caller) throw new Error('a new session could not be read back');
      return { data: { token, ...sessionBody(caller) } };
    },
  );

  api.post(
    '/auth/logout',
    { schema: { tags: TAGS, summary: 'Sign out: revokes the bearer token' } },
    async (request) => {
      if (request.caller) await revokeSession(api.db, request.caller.sessionId);
      return { data: true };
    },
  );

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

  api.post<{ Body: { current_password?: string; password?: string; password_confirmation?: string } }>(
    '/auth/change-password',
    {
      schema: {
        tags: TAGS,
        summary: "Change the signed-in user's password (signs out the other sessions)",
        body: obj({ current_password: str(), password: str(), password_confirmation: str() }),
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { body } = request;
      const errors = new FieldErrors();
      const current = errors.secret('current_password', body.current_password);
      const password = errors.newPassword(body.password, body.password_confirmation);
      errors.done();

      // Reserved before the current password is verified (as sign-in), locks with back-off.
      const rule = changePasswordRule(limits, caller.id);
      await reserve(api.db, [rule]);
      const row = await api.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password_hash, current)))
        throw unprocessable({ current_password: [msg.auth.currentPasswordWrong()] });
      await clearKeys(api.db, [rule.key]);
      const passwordHash = await hashPassword(password);
      await api.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', caller.id)
          .execute();
        await endOutstandingAccess(trx, caller.id, caller.sessionId);
        await writeAudit(trx, {
          userId: caller.id,
          action: 'password.change',
          resource: 'user',
          recordId: caller.id,
          ip: request.ip,
        });
      });
      return { data: true };
    },
  );

  await registerSignupRoutes(api, limits);
  await registerResetRoutes(api, limits);
  registerSessionRoutes(api, limits);
  registerEmailChangeRoutes(api, limits);
  registerLanguageRoute(api);
  registerCommonPasswordRoute(api);
}
