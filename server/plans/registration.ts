/**
 * A student's own registration counts against the university's `mahasiswa` quota like any created
 * student (docs/tenancy.md, "Quotas"): the record it makes holds a place from then on, awaiting
 * approval or not, and a rejection gives it back. The registrant is told only that the university
 * takes no registrations now (its plan and usage are not theirs to know); the staff approving
 * are told the plan, the limit and the usage.
 */
import { sql } from 'kysely';
import { msg } from '../../domain/messages';
import type { Exec } from '../crud/queries';
import { HttpError } from '../errors';
import type { Mailer } from '../mail';
import { checkGrowth } from './quota';
import type { PtSubscription } from './subscription';
import { assertPtWritable, type PlanCaller } from './writable';

const registrationFull = (sub: PtSubscription) =>
  new HttpError(409, msg.plans.registrationFull({ pt: sub.nama }));

/**
 * 409 for the registrant when PT `ptId` has no room for one more student. `lock`: in the
 * registration's transaction, serialised with every other growth of that PT (the binding check);
 * without it, the early look every registration gets, so that the answer does not depend on
 * whether the address is registered already. A record the NIM would claim adds nobody.
 */
export async function checkRegistrationRoom(
  trx: Exec,
  ptId: number,
  nim: string,
  lock: boolean,
  mailer?: Mailer,
): Promise<void> {
  const { rows } = await sql`
    SELECT 1 FROM mahasiswa WHERE pt_id = ${ptId} AND nim = ${nim} AND user_id IS NULL`.execute(trx);
  if (rows.length) return;
  const mails = lock ? mailer : undefined;
  await checkGrowth(trx, ptId, 'mahasiswa', { count: 1 }, mails, { lock, refusal: registrationFull });
}

/**
 * Before staff decide on the registrations of users `userIds`: each of their universities must be
 * writable for `caller`, and, when approving, within its plan once they are approved (their records
 * are counted already: what a lowered limit no longer allows is refused, naming plan and usage).
 */
export async function checkRegistrationDecision(
  trx: Exec,
  caller: PlanCaller,
  userIds: readonly number[],
  approve: boolean,
  mailer?: Mailer,
): Promise<void> {
  if (!userIds.length) return;
  const { rows } = await sql<{ pt_id: number; n: number }>`
    SELECT pt_id, count(*)::int AS n FROM mahasiswa WHERE user_id IN (${sql.join([...userIds])})
    GROUP BY pt_id ORDER BY pt_id`.execute(trx);
  for (const { pt_id, n } of rows) {
    await assertPtWritable(trx, caller, Number(pt_id));
    if (approve)
      await checkGrowth(trx, Number(pt_id), 'mahasiswa', { count: Number(n) }, mailer, {
        counted: Number(n),
      });
  }
}
