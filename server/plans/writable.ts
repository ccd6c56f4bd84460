/**
 * An ended subscription: past its end day plus the grace days (application setting
 * `masa_tenggang_hari`), a perguruan tinggi is read-only for its own staff. The company's staff
 * (callers without `ptIds`) still change everything; reading is never refused.
 */
import { msg } from '../../domain/messages';
import { subscriptionState } from '../../domain/plans';
import type { Exec } from '../crud/queries';
import { forbidden } from '../errors';
import { graceDays, loadSubscription, today } from './subscription';

/**
 * A caller as the plan rules see one: a university's staff member carries `ptIds` (the PTs bound to
 * it, server/context.ts); the company's staff carry null, and a write without a caller none.
 */
export type PlanCaller = object | null | undefined;

/** A university's staff member (bound to PTs), as opposed to the company's own staff. */
export const isPtStaff = (caller: PlanCaller): boolean =>
  !!caller && 'ptIds' in caller && Array.isArray(caller.ptIds);

/** 403 saying why and since when, when `caller` is a PT's staff and PT `ptId` is past its grace period. */
export async function assertPtWritable(
  trx: Exec,
  caller: PlanCaller,
  ptId: number | null | undefined,
): Promise<void> {
  if (!isPtStaff(caller) || ptId === null || ptId === undefined) return;
  const sub = await loadSubscription(trx, Number(ptId));
  if (!sub?.selesai) return;
  const state = subscriptionState(sub.selesai, await graceDays(trx), today());
  if (state.readOnly)
    throw forbidden(
      msg.plans.readOnly({ pt: sub.nama, end: state.end ?? '', graceEnd: state.graceEnd ?? '' }),
    );
}
