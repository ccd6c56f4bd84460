/**
 * The plan's features (domain/plans.ts PLAN_FEATURES): a PT's switch of a feature cannot be on
 * outside its plan, and the feature's own routes ask `featureOn` (the switch and the plan).
 */
import { sql, type RawBuilder } from 'kysely';
import { msg } from '../../domain/messages';
import { FEATURE_KEYS, PLAN_FEATURES, planHasFeature, type FeatureKey } from '../../domain/plans';
import type { Exec, Row } from '../crud/queries';
import { HttpError } from '../errors';
import { loadSubscription } from './subscription';

/**
 * SQL true when the plan of the perguruan tinggi aliased `pt` includes `key` (a PT without a plan:
 * every feature). Put beside the PT's own switch: `pt.face_search AND ${featureOn('face_search')}`.
 */
export function featureOn(key: FeatureKey, alias = 'pt'): RawBuilder<boolean> {
  const pt = sql.ref(alias);
  return sql<boolean>`(${pt}.paket_id IS NULL OR EXISTS (SELECT 1 FROM plan fp WHERE fp.id = ${pt}.paket_id AND fp.fitur @> jsonb_build_array(${key}::text)))`;
}

/**
 * 403 (on the switch's field) when a write of a perguruan tinggi leaves a feature's switch on that
 * its plan does not include, as the switch or the plan changes. `merged`: the stored row with the
 * write's values.
 */
export async function assertFeatureSwitches(trx: Exec, merged: Row, values: Row): Promise<void> {
  for (const key of FEATURE_KEYS) {
    const field = PLAN_FEATURES[key].ptField;
    if (merged[field] !== true || !(field in values || 'paket_id' in values)) continue;
    const planId = merged.paket_id;
    if (planId === null || planId === undefined) continue;
    const { rows } = await sql<{ nama: string; fitur: unknown }>`
      SELECT nama, fitur FROM plan WHERE id = ${Number(planId)}`.execute(trx);
    const plan = rows[0];
    if (!plan) continue;
    const fitur = Array.isArray(plan.fitur) ? plan.fitur.map(String) : [];
    if (planHasFeature(fitur, true, key)) continue;
    const m = msg.plans.featureMissing({
      plan: plan.nama,
      pt: String(merged.nama ?? ''),
      feature: msg.plans.feature[key](),
    });
    throw new HttpError(403, m, { [field]: [m] });
  }
}

/** Whether PT `ptId`'s plan includes `key`. */
export async function ptHasFeature(trx: Exec, ptId: number, key: FeatureKey): Promise<boolean> {
  const sub = await loadSubscription(trx, ptId);
  return !!sub && planHasFeature(sub.fitur, sub.plan !== null, key);
}
