import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { msg } from '../../../domain/messages';
import { writeAudit } from '../../crud/queries';
import { fieldError } from '../../errors';
import { t } from '../../i18n';
import { clearCallerCache } from '../caller-cache';
import type { AuthLimits } from '../limits';
import { endOutstandingAccess } from '../security-event';
import { looksLikeToken, sha256Hex } from '../tokens';
import { obj, str } from '../validate';
import { linkToken, MESSAGE, TAGS } from './shared';

/** POST /auth/email-change/cancel: the link mailed to the current address stops a pending change. */
export function registerEmailChangeCancel(api: FastifyInstance, limits: AuthLimits): void {
  const db = api.db;
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
      const token = await linkToken(api, limits, request);
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
