/**
 * Threshold mails: when a PT's usage of a quota reaches 80 % or 100 % of its plan, the PT's staff
 * (users bound to it, `user_perguruan_tinggi`) get one mail each, once per threshold and subscription
 * period (`plan_notice` remembers it), queued in the write's transaction.
 */
import { sql } from 'kysely';
import { render } from '../../domain/messages/catalogs';
import { msg } from '../../domain/messages';
import { dayOf, limitOf, percentOf, QUOTA_THRESHOLDS, shownAmount, type QuotaKey } from '../../domain/plans';
import type { Exec } from '../crud/queries';
import type { Mailer } from '../mail';
import { composeMail } from '../mail/compose';
import { isLocale } from '../mail/language';
import type { PtSubscription } from './subscription';

/** The period a notice belongs to: the subscription's start ('-' without one). */
const periodOf = (sub: PtSubscription) => dayOf(sub.mulai) ?? '-';

/** The active users bound to PT `ptId` (none while the link table does not exist). */
export async function ptStaff(
  trx: Exec,
  ptId: number,
): Promise<{ email: string; name: string; bahasa: string | null }[]> {
  const { rows: exists } = await sql<{
    t: string | null;
  }>`SELECT to_regclass('user_perguruan_tinggi')::text AS t`.execute(trx);
  if (!exists[0]?.t) return [];
  const { rows } = await sql<{ email: string; name: string; bahasa: string | null }>`
    SELECT u.email, u.name, u.bahasa FROM user_perguruan_tinggi l JOIN users u ON u.id = l.user_id
    WHERE l.pt_id = ${ptId} AND u.is_active ORDER BY u.id`.execute(trx);
  return rows;
}

export async function queueThresholdMails(
  trx: Exec,
  mailer: Mailer,
  sub: PtSubscription,
  quotas: readonly QuotaKey[],
  usage: Readonly<Record<QuotaKey, number>>,
): Promise<void> {
  for (const quota of quotas) {
    const limit = limitOf(sub.plan, quota);
    const percent = percentOf(usage[quota], limit);
    if (limit === null || percent === null) continue;
    const reached = QUOTA_THRESHOLDS.filter((t) => percent >= t).at(-1);
    if (reached === undefined) continue;
    const { rows } = await sql<{ threshold: number }>`
      INSERT INTO plan_notice (pt_id, quota, threshold, periode)
      SELECT ${sub.id}, ${quota}, t, ${periodOf(sub)} FROM unnest(${QUOTA_THRESHOLDS.filter((t) => t <= reached)}::int[]) AS t
      ON CONFLICT DO NOTHING RETURNING threshold`.execute(trx);
    // Reaching 100 % at once sends the 100 % mail only.
    const fresh = rows.map((r) => Number(r.threshold));
    if (!fresh.includes(reached)) continue;
    const staff = await ptStaff(trx, sub.id);
    await mailer.sendMany(
      staff.map((u) => {
        const language = isLocale(u.bahasa) ? u.bahasa : undefined;
        return composeMail(u.email, reached >= 100 ? 'planQuotaFull' : 'planQuotaWarning', language, {
          name: u.name,
          pt: sub.nama,
          plan: sub.planName ?? '',
          quota: render(msg.plans.quota[quota](), language ?? 'id'),
          used: shownAmount(quota, usage[quota]),
          allowed: shownAmount(quota, limit),
          percent: Math.floor(percent),
        });
      }),
      trx,
    );
  }
}
