import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { msg } from '../../../domain/messages';
import type { Caller } from '../../context';
import { writeAudit } from '../../crud/queries';
import { unprocessable } from '../../errors';
import { t } from '../../i18n';
import { mailLanguage } from '../../mail/language';
import { emailChangeMail, emailChangeRequestedNotice, emailInUseMail } from '../../mail/templates';
import type { AuthLimits } from '../limits';
import { changePasswordRule } from '../lockout';
import { TOKEN_HOURS, voidTokens } from '../one-time-tokens';
import { verifyPassword } from '../password';
import { selfServiceHit } from '../session-routes';
import { clearKeys, hit, reserve } from '../throttle';
import { randomToken, sha256Hex } from '../tokens';
import { findByEmail, sendMail, type AccountRow } from '../users';
import { FieldErrors, obj, str } from '../validate';
import { MESSAGE, TAGS } from './shared';

type ChangeRequest = FastifyRequest<{ Body: { current_password?: string; email?: string } }>;

/** The new address, checked, after the current password proved who asks (its tries lock like change-password's). */
async function checkedNewAddress(
  api: FastifyInstance,
  limits: AuthLimits,
  request: ChangeRequest,
  caller: Caller,
): Promise<{ email: string; row: { name: string; bahasa: string | null } }> {
  const db = api.db;
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
  return { email, row };
}

/** An address of another account: its owner is told by mail, and nothing is pending. */
async function refuseTakenAddress(
  api: FastifyInstance,
  request: ChangeRequest,
  caller: Caller,
  email: string,
  other: AccountRow,
): Promise<void> {
  await api.db.transaction().execute(async (trx) => {
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
}

/** Stores the pending change and mails its confirmation link to the new address and a cancel link to the old. */
async function storePendingChange(
  api: FastifyInstance,
  request: ChangeRequest,
  caller: Caller,
  email: string,
  row: { name: string; bahasa: string | null },
): Promise<void> {
  const language = mailLanguage(row.bahasa, request);
  const token = randomToken();
  const cancelToken = randomToken();
  await api.db.transaction().execute(async (trx) => {
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
}

/** POST /auth/email-change: asked for with the current password; mails a link to the new address. */
export function registerEmailChangeRequest(api: FastifyInstance, limits: AuthLimits): void {
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
      const { email, row } = await checkedNewAddress(api, limits, request, caller);
      const answer = { data: { message: t(request, msg.profile.emailChangeSent({ email })) } };

      // An address of another account answers alike (no telling who has an account).
      const other = await findByEmail(api.db, email);
      if (other && other.id !== caller.id) await refuseTakenAddress(api, request, caller, email, other);
      else await storePendingChange(api, request, caller, email, row);
      api.jobs.wakeMail();
      return answer;
    },
  );
}
