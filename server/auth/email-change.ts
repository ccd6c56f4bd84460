import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { msg } from '../../domain/messages';
import { writeAudit } from '../crud/queries';
import { fieldError, unprocessable } from '../errors';
import { t } from '../i18n';
import { mailLanguage } from '../mail/language';
import {
  emailChangedNotice,
  emailChangeMail,
  emailChangeRequestedNotice,
  emailInUseMail,
} from '../mail/templates';
import { clearCallerCache } from './caller-cache';
import type { AuthLimits } from './limits';
import { changePasswordRule } from './lockout';
import { checkToken, consumeToken, TOKEN_HOURS, voidTokens } from './one-time-tokens';
import { endOutstandingAccess } from './security-event';
import { verifyPassword } from './password';
import { selfServiceHit } from './session-routes';
import { clearKeys, hit, reserve } from './throttle';
import { looksLikeToken, randomToken, sha256Hex } from './tokens';
import { findByEmail, sendMail } from './users';
import { FieldErrors, obj, str } from './validate';

const TAGS = ['auth'];
const MESSAGE = { type: 'object', properties: { data: obj({ message: str() }) } } as const;

/**
 * Change of a signed-in user's e-mail address: asked for with the current password, it waits until the
 * link mailed to the NEW address is opened (proof that its owner reads it); then the address switches.
 * The old address is told at once, with a link that cancels the change while it is pending; until the
 * switch the old address stays the sign-in.
 */
export function registerEmailChangeRoutes(api: FastifyInstance, limits: AuthLimits): void {
  const db = api.db;
  /**
   * The token of a mailed link (confirm, cancel). Public, since the link may be opened on another
   * device: both count on one counter per client address.
   */
  const linkToken = async (request: FastifyRequest<{ Body: { token?: string } }>): Promise<string> => {
    await hit(db, [
      {
        key: `emailconfirm:ip:${request.ip}`,
        limit: limits.loginPerIp,
        windowSeconds: limits.loginWindowSeconds,
      },
    ]);
    return typeof request.body.token === 'string' ? request.body.token.trim() : '';
  };

  api.post<{ Body: { current_password?: string; email?: string } }>(
    '/auth/email-change',
    {
      schema: {
        tags: TAGS,
        summary: 'Ask to change my e-mail address: mails a confirmation link to the new address',
        description:
          'Wrong current password or the same address: 422 beside the field; too many requests: 429. An address of another account answers the same as a free one (its owner is mailed instead). The current address is told at once, with a link that cancels the change.',
        body: obj({ current_password: str(), email: str('The new address') }),
        response: { 200: MESSAGE },
      },
    },
    async (request) => {
      const caller = await selfServiceHit(api, limits, request);
      const errors = new FieldErrors();
      const current = errors.secret('current_password', request.body.current_password);
      const email = errors.email('email', request.body.email);
      if (!errors.has('email') && email === caller.email.toLowerCase())
        errors.add('email', msg.profile.emailSame());
      errors.done();

      // Wrong current passwords count with change-password's (locks with back-off).
      const rule = changePasswordRule(limits, caller.id);
      await reserve(db, [rule]);
      const row = await db
        .selectFrom('users')
        .select(['password_hash', 'name', 'bahasa'])
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password_hash, current)))
        throw unprocessable({ current_password: [msg.auth.currentPasswordWrong()] });
      await clearKeys(db, [rule.key]);
      await hit(db, [
        {
          key: `emailchange:user:${caller.id}`,
          limit: limits.mailPerEmail,
          windowSeconds: limits.mailWindowSeconds,
        },
      ]);
      const language = mailLanguage(row.bahasa, request);
      const answer = { data: { message: t(request, msg.profile.emailChangeSent({ email })) } };

      // An address of another account answers alike (no telling who has an account): its owner is
      // told by mail instead, and nothing is pending.
      const other = await findByEmail(db, email);
      if (other && other.id !== caller.id) {
        await db.transaction().execute(async (trx) => {
          await writeAudit(trx, {
            userId: caller.id,
            action: 'email.change-refused',
            resource: 'user',
            recordId: caller.id,
            after: { new_email: email, reason: 'taken' },
            ip: request.ip,
          });
          await sendMail(
            api,
            request,
            emailInUseMail(api.config, other.email, other.name, mailLanguage(other.bahasa, request)),
            trx,
          );
        });
        api.jobs.wakeMail();
        return answer;
      }

      const token = randomToken();
      const cancelToken = randomToken();
      await db.transaction().execute(async (trx) => {
        // Only the newest request's link works.
        await voidTokens(trx, 'email_changes', caller.id);
        await trx
          .insertInto('email_changes')
          .values({
            user_id: caller.id,
            new_email: email,
            token_hash: sha256Hex(token),
            cancel_token_hash: sha256Hex(cancelToken),
            expires_at: sql<Date>`now() + make_interval(hours => ${TOKEN_HOURS.email_changes})`,
          })
          .execute();
        await writeAudit(trx, {
          userId: caller.id,
          action: 'email.change-request',
          resource: 'user',
          recordId: caller.id,
          after: { new_email: email },
          ip: request.ip,
        });
        await sendMail(api, request, emailChangeMail(api.config, email, row.name, token, language), trx);
        // The old address learns of it now, while it can still be stopped.
        await sendMail(
          api,
          request,
          emailChangeRequestedNotice(api.config, caller.email, row.name, email, cancelToken, language),
          trx,
        );
      });
      api.jobs.wakeMail();
      return answer;
    },
  );

  api.post<{ Body: { token?: string } }>(
    '/auth/email-change/confirm',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm a change of e-mail address with the token mailed to the new address',
        description:
          'Unknown token: 400; used, cancelled or expired: 410; the address was taken meanwhile: 422; too many tries from one address: 429. The old address gets a notice; every other mailed link of the account and its other sessions end.',
        security: [],
        body: obj({ token: str() }),
        response: { 200: MESSAGE },
      },
    },
    async (request) => {
      const token = await linkToken(request);
      await checkToken(db, 'email_changes', token);
      const email = await db.transaction().execute(async (trx) => {
        const userId = await consumeToken(trx, 'email_changes', token);
        const change = await trx
          .selectFrom('email_changes')
          .select('new_email')
          .where('token_hash', '=', sha256Hex(token))
          .executeTakeFirstOrThrow();
        const user = await trx
          .selectFrom('users')
          .select(['email', 'name', 'bahasa'])
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const other = await findByEmail(trx, change.new_email);
        if (other && other.id !== userId) throw unprocessable({ email: [msg.profile.emailTaken()] });
        await trx
          .updateTable('users')
          // The link proved the new address.
          .set({
            email: change.new_email,
            email_verified_at: sql`coalesce(email_verified_at, now())`,
            updated_at: sql`now()`,
          })
          .where('id', '=', userId)
          .execute();
        // The student record's e-mail follows the account's.
        await trx
          .updateTable('mahasiswa')
          .set({ email: change.new_email, updated_at: sql`now()` })
          .where('user_id', '=', userId)
          .execute();
        await writeAudit(trx, {
          userId,
          action: 'email.change',
          resource: 'user',
          recordId: userId,
          before: { email: user.email },
          after: { email: change.new_email },
          ip: request.ip,
        });
        // A security event: every other link of the account (a reset mailed to the old address, a
        // verification) and every session but the confirming one of the owner end.
        await endOutstandingAccess(
          trx,
          userId,
          request.caller?.id === userId ? request.caller.sessionId : undefined,
        );
        await sendMail(
          api,
          request,
          emailChangedNotice(
            api.config,
            user.email,
            user.name,
            change.new_email,
            mailLanguage(user.bahasa, request),
          ),
          trx,
        );
        return change.new_email;
      });
      clearCallerCache();
      api.jobs.wakeMail();
      return { data: { message: t(request, msg.profile.emailChanged({ email })) } };
    },
  );

  api.post<{ Body: { token?: string } }>(
    '/auth/email-change/cancel',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancel a pending change of e-mail address with the link mailed to the current address',
        description:
          'Valid while the change is pending. Unknown token: 400; the change was confirmed, cancelled or expired: 410; too many tries from one address: 429. A security event: every mailed link of the account ends and every session is signed out (someone who knows the password asked for the change).',
        security: [],
        body: obj({ token: str() }),
        response: { 200: MESSAGE },
      },
    },
    async (request) => {
      const token = await linkToken(request);
      const invalid = () => fieldError(400, 'token', msg.profile.cancelLinkInvalid());
      if (!looksLikeToken(token)) throw invalid();
      await db.transaction().execute(async (trx) => {
        const change = await trx
          .selectFrom('email_changes')
          .select(['user_id', 'new_email', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
          .where('cancel_token_hash', '=', sha256Hex(token))
          .forUpdate()
          .executeTakeFirst();
        if (!change) throw invalid();
        if (change.used_at || change.expired) throw fieldError(410, 'token', msg.profile.cancelLinkGone());
        const userId = Number(change.user_id);
        await endOutstandingAccess(trx, userId);
        await writeAudit(trx, {
          userId,
          action: 'email.change-cancel',
          resource: 'user',
          recordId: userId,
          after: { new_email: change.new_email },
          ip: request.ip,
        });
      });
      clearCallerCache();
      return { data: { message: t(request, msg.profile.emailChangeCancelled()) } };
    },
  );
}
