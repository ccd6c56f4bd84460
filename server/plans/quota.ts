/**
 * The plan's quotas where usage grows: one check per kind of growth, each run inside the write's
 * transaction after locking the PT's row, so parallel writes of one PT are counted one at a time
 * and never pass the limit together (docs/tenancy.md, "Plans and quotas").
 */
import { msg } from '../../domain/messages';
import { limitOf, QUOTAS, quotasOf, shownAmount, type QuotaKey } from '../../domain/plans';
import type { Exec } from '../crud/queries';
import { HttpError } from '../errors';
import type { Mailer } from '../mail';
import { queueThresholdMails } from './notices';
import { loadSubscription, type PtSubscription } from './subscription';
import { usageOf } from './usage';

/** What a write adds: records of a resource (and, for files, their bytes). */
export interface Growth {
  count: number;
  bytes?: number;
}

/** 409 naming the quota, the plan, the PT, the limit, what is used and what the write would add. */
export function quotaExceeded(
  quota: QuotaKey,
  plan: string,
  pt: string,
  limit: number,
  used: number,
  adding: number,
): HttpError {
  return new HttpError(
    409,
    msg.plans.quotaExceeded({
      plan,
      pt,
      quota: msg.plans.quota[quota](),
      allowed: shownAmount(quota, limit),
      used: shownAmount(quota, used),
      adding: shownAmount(quota, adding),
    }),
  );
}

/** How a growth is checked beyond the default (lock, count, 409 naming plan and usage). */
export interface GrowthOptions {
  /** Records of the growth the usage counts already (registrations awaiting approval, being approved). */
  counted?: number;
  /** The answer when the growth does not fit: another wording for someone not to be told the plan. */
  refusal?: (sub: PtSubscription) => HttpError;
  /** false: only look, without the lock (a pre-check; the write's own check locks). Default true. */
  lock?: boolean;
}

/**
 * Locks PT `ptId` and refuses (409) when adding `growth` records of `resource` would pass one of its
 * plan's quotas; otherwise queues the threshold mails the new usage reaches (with `mailer`). Must run
 * in the write's transaction, before the rows are written.
 */
export async function checkGrowth(
  trx: Exec,
  ptId: number,
  resource: string,
  growth: Growth,
  mailer?: Mailer,
  opts: GrowthOptions = {},
): Promise<void> {
  const quotas = quotasOf(resource);
  if (!quotas.length || growth.count <= 0) return;
  const sub = await loadSubscription(trx, ptId, { lock: opts.lock ?? true });
  if (!sub?.plan) return;
  const usage = (await usageOf(trx, [ptId])).get(ptId);
  if (!usage) return;
  const after = { ...usage };
  for (const quota of quotas) {
    const adding = QUOTAS[quota].unit === 'bytes' ? (growth.bytes ?? 0) : growth.count;
    const used = usage[quota] - (QUOTAS[quota].unit === 'bytes' ? 0 : (opts.counted ?? 0));
    const limit = limitOf(sub.plan, quota);
    if (limit !== null && used + adding > limit)
      throw opts.refusal?.(sub) ?? quotaExceeded(quota, sub.planName ?? '', sub.nama, limit, used, adding);
    after[quota] = used + adding;
  }
  if (mailer) await queueThresholdMails(trx, mailer, sub, quotas, after);
}

/** The checks of the mahasiswa an import creates, per PT (PT id → new records). */
export async function checkImportGrowth(
  trx: Exec,
  resource: string,
  perPt: ReadonlyMap<number, number>,
  mailer?: Mailer,
): Promise<void> {
  // In id order, so two imports into the same PTs lock them in the same order.
  for (const ptId of [...perPt.keys()].sort((a, b) => a - b))
    await checkGrowth(trx, ptId, resource, { count: perPt.get(ptId) ?? 0 }, mailer);
}
