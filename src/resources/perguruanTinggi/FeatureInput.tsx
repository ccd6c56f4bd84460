/**
 * A perguruan tinggi's switch of a plan feature (domain/plans.ts PLAN_FEATURES), shown only while
 * the plan chosen in the form includes the feature (or no plan is chosen); the server refuses it
 * otherwise.
 */
import { useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { planHasFeature, type FeatureKey } from '../../../domain/plans';
import type { FieldDef } from '../../../domain/resource';
import type { WriteMode } from '../../../domain/validation';
import { FieldInput } from '../generic/FieldInput';

export function FeatureInput(props: { feature: FeatureKey; name: string; field: FieldDef; mode: WriteMode }) {
  const planId: unknown = useWatch({ name: 'paket_id' });
  const hasPlan = planId !== null && planId !== undefined && planId !== '';
  const { data: plan, isPending } = useGetOne<{ id: number; fitur?: string[] | null }>(
    'setting/plan',
    { id: hasPlan ? Number(planId) : 0 },
    { enabled: hasPlan },
  );
  if (hasPlan && (isPending || !planHasFeature(plan?.fitur, true, props.feature))) return null;
  return <FieldInput name={props.name} field={props.field} mode={props.mode} />;
}
