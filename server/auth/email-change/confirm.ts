import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { msg } from '../../../domain/messages';
import { writeAudit, type Exec } from '../../crud/queries';
import { unprocessable } from '../../errors';
import { t } from '../../i18n';
import { mailLanguage } from '../../mail/language';
import { emailChangedNotice } from '../../mail/templates';
import { clearCallerCache } from '../caller-cache';
import type { AuthLimits } from '../limits';
import { checkToken, consumeToken } from '../one-time-tokens';
import { endOutstandingAccess } from '../security-event';
import { sha256Hex } from '../tokens';
import { findByEmail, sendMail } from '../users';
import { obj, str } from '../validate';
import { linkToken, MESSAGE, TAGS } from './shared';

/** Switches the account (and its student record) to the new address of the change `token` names. */
async function applyChange(
  api: FastifyInstance,
  request: FastifyRequest,
  trx: Exec,
  token: string,
): Promise<string> {
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
}

/** POST /auth/email-change/confirm: the link mailed to the new address switches the address. */
export function registerEmailChangeConfirm(api: FastifyInstance, limits: AuthLimits): void {
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
      const token = await linkToken(api, limits, request);
      await checkToken(api.db, 'email_changes', token);
      const email = await api.db.transaction().execute((trx) => applyChange(api, request, trx, token));
      clearCallerCache();
      api.jobs.wakeMail();
      return { data: { message: t(request, msg.profile.emailChanged({ email })) } };
    },
  );
}
