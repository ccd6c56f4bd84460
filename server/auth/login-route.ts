import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/messages';
import { HttpError, unauthorized } from '../errors';
import { rememberLanguage } from '../mail/language';
import type { AuthLimits } from './limits';
import { loginRules, loginSucceeded } from './lockout';
import { verifyPassword } from './password';
import { createSession, loadCaller } from './sessions';
import { reserve } from './throttle';
import { clientMeta, findForLogin, sessionBody } from './users';
import { FieldErrors, obj, str } from './validate';

const TAGS = ['auth'];

/** POST /auth/login: e-mail or NIM and password give a bearer token. */
export function registerLoginRoute(api: FastifyInstance, limits: AuthLimits): void {
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
}
