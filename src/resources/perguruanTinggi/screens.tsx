/**
 * Perguruan tinggi screens: the generated ones, with the plan's meters below the record (its usage
 * of each quota) and a feature's switch shown only when the chosen plan includes it.
 */
import { Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../domain/resource';
import { FEATURE_KEYS, PLAN_FEATURES, type FeatureKey } from '../../../domain/plans';
import { GenericEdit } from '../generic/GenericEdit';
import { GenericShow } from '../generic/GenericShow';
import type { RenderInput } from '../generic/GenericForm';
import { PlanUsageCard } from '../../pages/plans/PlanUsageCard';
import { FeatureInput } from './FeatureInput';

const featureOf = (name: string): FeatureKey | undefined =>
  FEATURE_KEYS.find((k) => PLAN_FEATURES[k].ptField === name);

const renderInput: RenderInput = (name, field, mode) => {
  const feature = featureOf(name);
  return feature ? <FeatureInput feature={feature} name={name} field={field} mode={mode} /> : undefined;
};

function Meters() {
  const { id } = useParams<'id'>();
  return id ? <PlanUsageCard ptId={id} /> : null;
}

export const edit = ({ def }: ScreenProps) => (
  <Stack spacing={2}>
    <GenericEdit def={def} renderInput={renderInput} />
    <Meters />
  </Stack>
);

export const show = ({ def }: ScreenProps) => (
  <Stack spacing={2}>
    <GenericShow def={def} />
    <Meters />
  </Stack>
);
