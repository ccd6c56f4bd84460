/**
 * An ended subscription: past its end day plus the grace days (application setting
 * `masa_tenggang_hari`), a perguruan tinggi is read-only for its own staff (the accounts bound to it
 * through `user_perguruan_tinggi`). The company's staff (callers without `ptIds`) still change
 * everything; a student's changes to their own record and account stay allowed; reading is never
 * refused (docs/tenancy.md, "Expiry and grace").
 */
import { sql } from 'kysely';
import { msg } from '../../domain/messages';
import { subscriptionState } from '../../domain/plans';
import type { Exec } from '../crud/queries';
import { forbidden, type HttpError } from '../errors';
import { graceDays, loadSubscription, today } from './subscription';

/**
 * A caller as the plan rules see one: a university's user carries `ptIds` (the PTs bound to it and
 * a student's own, server/context.ts); the company's staff carry null, and a write without a caller none.
 */
export type PlanCaller = object | null | undefined;

/** A university's user (bound to PTs, or a student of one), as opposed to the company's own staff. */
export const isPtStaff = (caller: PlanCaller): boolean =>
  !!caller && 'ptIds' in caller && Array.isArray(caller.ptIds);

const callerId = (caller: PlanCaller): number | null =>
  caller && 'id' in caller && typeof caller.id === 'number' ? caller.id : null;

/** The 403 of a read-only PT, saying why and since when. */
export const readOnlyError = (pt: string, end: string, graceEnd: string): HttpError =>
  forbidden(msg.plans.readOnly({ pt, end, graceEnd }));

/**
 * 403 saying why and since when, when `caller` is staff of PT `ptId` and that PT is past its grace
 * period. A student of the PT (not bound to it as staff) is let through: their own record and
 * account are theirs to keep up to date, consent to withdraw included.
 */
export async function assertPtWritable(
  trx: Exec,
  caller: PlanCaller,
  ptId: number | null | undefined,
): Promise<void> {
  if (!isPtStaff(caller) || ptId === null || ptId === undefined) return;
  const sub = await loadSubscription(trx, Number(ptId));
  if (!sub?.selesai) return;
  const state = subscriptionState(sub.selesai, await graceDays(trx), today());
  if (!state.readOnly) return;
  const id = callerId(caller);
  if (id !== null) {
    const { rows } = await sql`
      SELECT 1 FROM user_perguruan_tinggi WHERE user_id = ${id} AND pt_id = ${Number(ptId)}`.execute(trx);
    if (!rows.length) return;
  }
  throw readOnlyError(sub.nama, state.end ?? '', state.graceEnd ?? '');
}

/** `assertPtWritable` for every PT a bulk write touches (in id order, each once). */
export async function assertPtsWritable(
  trx: Exec,
  caller: PlanCaller,
  ptIds: Iterable<number | null | undefined>,
): Promise<void> {
  if (!isPtStaff(caller)) return;
  const ids = [...new Set([...ptIds].filter((p): p is number => p !== null && p !== undefined))];
  for (const ptId of ids.sort((a, b) => a - b)) await assertPtWritable(trx, caller, ptId);
}
