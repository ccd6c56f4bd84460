import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/messages';
import { t } from '../i18n';
import { mailLanguage } from '../mail/language';
import { resetMail } from '../mail/templates';
import type { AuthLimits } from './limits';
import { checkToken, consumeToken, issueToken } from './one-time-tokens';
import { hashPassword } from './password';
import { unlockAccount } from './lockout';
import { answerNoSoonerThan, mailSoon } from './mail-soon';
import { endOutstandingAccess } from './security-event';
import { hit, type Rule } from './throttle';
import { findByEmail } from './users';
import { FieldErrors, obj, str } from './validate';

const TAGS = ['auth'];

/** Forgotten password: a mailed single-use link (1 h) that sets a new password and signs out everywhere. */
export async function registerResetRoutes(api: FastifyInstance, limits: AuthLimits): Promise<void> {
  const db = api.db;
  const mail = mailSoon(api);

  api.post<{ Body: { email?: string } }>(
    '/auth/forgot-password',
    {
      schema: {
        tags: TAGS,
        summary: 'Mail a password reset link (same answer whether or not the address is registered)',
        security: [],
        body: obj({ email: str() }),
      },
    },
    async (request) => {
      const started = performance.now();
      const ipRule: Rule = {
        key: `forgot:ip:${request.ip}`,
        limit: limits.mailPerIp,
        windowSeconds: limits.mailWindowSeconds,
      };
      await hit(db, [ipRule]);
      const errors = new FieldErrors();
      const email = errors.email('email', request.body.email);
      errors.done();
      await hit(db, [
        { key: `forgot:email:${email}`, limit: limits.mailPerEmail, windowSeconds: limits.mailWindowSeconds },
      ]);
      // The same answer, in the same time, whether or not the address has an account: the same
      // look-up either way, the mail sent after the answer, and the answer no sooner than forgotMinMs.
      const user = await findByEmail(db, email);
      let mailing: Promise<void> | undefined;
      if (user && user.is_active) {
        const token = await issueToken(db, 'password_resets', user.id);
        mailing = mail(
          request,
          resetMail(api.config, user.email, user.name, token, mailLanguage(user.bahasa, request)),
        );
      }
      await answerNoSoonerThan(started, limits.forgotMinMs, mailing);
      return { data: { message: t(request, msg.auth.resetSent()) } };
    },
  );

  // The reset page asks first, so a used or expired link shows its own page instead of the form.
  api.get<{ Params: { token: string } }>(
    '/auth/password-reset/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether a mailed reset link still works (does not use it)',
        description: 'Usable: 200; unknown token: 400; used or expired: 410.',
        security: [],
        params: obj({ token: str() }),
      },
    },
    async (request) => {
      await checkToken(db, 'password_resets', request.params.token.trim());
      return { data: { valid: true } };
    },
  );

  api.post<{ Body: { token?: string; password?: string; password_confirmation?: string } }>(
    '/auth/password-reset',
    {
      schema: {
        tags: TAGS,
        summary: 'Set a new password with the mailed token (single use, 1 h); signs out every session',
        description: 'Unknown token: 400; used or expired: 410; password rules: 422.',
        security: [],
        body: obj({ token: str(), password: str(), password_confirmation: str() }),
      },
    },
    async (request) => {
      const { body } = request;
      const token = typeof body.token === 'string' ? body.token.trim() : '';
      await checkToken(db, 'password_resets', token);
      const errors = new FieldErrors();
      const password = errors.newPassword(body.password, body.password_confirmation);
      errors.done();
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction().execute(async (trx) => {
        const id = await consumeToken(trx, 'password_resets', token);
        await trx
          .updateTable('users')
          // The mailed link proves the address, so an unverified account becomes verified.
          .set({
            password_hash: passwordHash,
            email_verified_at: sql`coalesce(email_verified_at, now())`,
            updated_at: sql`now()`,
          })
          .where('id', '=', id)
          .execute();
        await endOutstandingAccess(trx, id);
        return id;
      });
      // The mailed link proved the owner: every sign-in lock of the account ends.
      await unlockAccount(db, userId);
      return { data: { message: t(request, msg.auth.passwordChanged()) } };
    },
  );
}
