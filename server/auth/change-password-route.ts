import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/messages';
import { writeAudit } from '../crud/queries';
import { unprocessable } from '../errors';
import { requireCaller } from './guard';
import type { AuthLimits } from './limits';
import { changePasswordRule } from './lockout';
import { hashPassword, verifyPassword } from './password';
import { endOutstandingAccess } from './security-event';
import { clearKeys, reserve } from './throttle';
import { FieldErrors, obj, str } from './validate';

const TAGS = ['auth'];

/** POST /auth/change-password: with the current password; the other sessions and mailed links end. */
export function registerChangePasswordRoute(api: FastifyInstance, limits: AuthLimits): void {
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
}
