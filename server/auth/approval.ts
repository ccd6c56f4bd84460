import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/messages';
import { writeAudit, type Row } from '../crud/queries';
import { checkRegistrationDecision } from '../plans/registration';
import { scopeOf } from '../crud/tenancy';
import { MAX_DELETE_IDS, updateRecord, type RecordActor } from '../crud/service';
import type { Db } from '../db';
import { unprocessable } from '../errors';
import { idList } from '../files/list-query';
import { approvedMail, rejectedMail } from '../mail/registration';
import { mailLanguage } from '../mail/language';
import { requirePermission } from './guard';
import { sendMail } from './users';
import { obj, str } from './validate';

const DECISIONS = ['approve', 'reject'] as const;
type Decision = (typeof DECISIONS)[number];

/**
 * A rejected registration gives its NIM back: the student record it made (a pending account holds
 * no other: claims of imported records never link one) is deleted, or, when something refers to it
 * by now, unlinked and stripped of the address typed at registration, so that the real student can
 * still register or be invited.
 */
async function releaseRegistrationRecord(trx: Db, userId: number, actor: RecordActor): Promise<void> {
  const { rows } = await sql<Row>`SELECT * FROM mahasiswa WHERE user_id = ${userId} FOR UPDATE`.execute(trx);
  for (const row of rows) {
    await sql`SAVEPOINT release_record`.execute(trx);
    try {
      await sql`DELETE FROM mahasiswa WHERE id = ${row.id}`.execute(trx);
      await sql`RELEASE SAVEPOINT release_record`.execute(trx);
    } catch (err) {
      if ((err as { code?: string }).code !== '23503') throw err;
      await sql`ROLLBACK TO SAVEPOINT release_record`.execute(trx);
      await sql`UPDATE mahasiswa SET user_id = NULL, email = NULL, updated_at = now() WHERE id = ${row.id}`.execute(
        trx,
      );
    }
    await writeAudit(trx, {
      userId: actor.caller?.id ?? null,
      action: 'registration.release',
      resource: 'mahasiswa',
      recordId: Number(row.id),
      before: row,
      ip: actor.ip,
    });
  }
}

/**
 * The approval queue of self-registrations (app settings `registrasi: approval`): an administrator
 * approves (account active, mail "approved") or rejects (stays inactive, mail "declined") accounts
 * awaiting approval, one or many at once. Through the CRUD service, so delegation, hooks and the
 * audit log apply as to any user update; the mails commit with the decision (durable mail queue).
 */
export function registerApprovalRoutes(api: FastifyInstance): void {
  api.post<{ Body: { ids?: unknown; decision?: unknown } }>(
    '/setting/users/user/approval',
    {
      schema: {
        tags: ['user'],
        summary: 'Approve or reject self-registered accounts awaiting approval (bulk)',
        description: `ids: 1 to ${MAX_DELETE_IDS} users; decision: approve | reject. Accounts not awaiting approval are skipped and listed. Needs user.update.`,
        // Checked by the handler, which names the field of a bad value (422).
        body: obj({
          ids: { description: 'User ids (integers)' },
          decision: str('approve | reject'),
        }),
      },
    },
    async (request) => {
      const caller = requirePermission(request, 'user.update');
      const scope = scopeOf(caller);
      const ids = idList('ids', request.body.ids, MAX_DELETE_IDS, 'body');
      const decision = request.body.decision as Decision;
      if (!DECISIONS.includes(decision))
        throw unprocessable({ decision: [msg.validation.enum({ values: DECISIONS.join(', ') })] });
      const records = api.records;
      const model = records.model('user');
      const actor: RecordActor = { caller, ip: request.ip };
      const decided = await api.db.transaction().execute(async (trx) => {
        const pending = await trx
          .selectFrom('users')
          .select(['id', 'name', 'email', 'bahasa'])
          .where('id', 'in', ids.length ? ids : [0])
          .where('persetujuan', '=', 'pending')
          // A university's staff decide only on registrations for their universities.
          .where(
            scope
              ? sql<boolean>`EXISTS (SELECT 1 FROM mahasiswa m WHERE m.user_id = users.id AND m.pt_id IN (${sql.join([...scope])}))`
              : sql<boolean>`TRUE`,
          )
          .orderBy('id')
          .forUpdate()
          .execute();
        // The read-only rule and, approving, the quota of their universities (server/plans/registration.ts).
        await checkRegistrationDecision(
          trx,
          caller,
          pending.map((u) => Number(u.id)),
          decision === 'approve',
          api.mailer,
        );
        for (const user of pending) {
          const approve = decision === 'approve';
          await updateRecord(
            records,
            model,
            Number(user.id),
            {
              data: { is_active: approve },
              columns: { persetujuan: approve ? 'approved' : 'rejected' },
              source: 'approval',
            },
            actor,
            trx,
          );
          if (!approve) await releaseRegistrationRecord(trx, Number(user.id), actor);
          const mail = approve ? approvedMail : rejectedMail;
          await sendMail(
            api,
            request,
            mail(api.config, user.email, user.name, mailLanguage(user.bahasa)),
            trx,
          );
        }
        return pending.map((u) => Number(u.id));
      });
      if (decided.length) api.jobs.wakeMail();
      return { data: { decision, decided, skipped: ids.filter((id) => !decided.includes(id)) } };
    },
  );
}
