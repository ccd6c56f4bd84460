/**
 * The plan meters as a card: one PT's (its show and edit pages), or the dashboard's, where a
 * university's staff see their own PTs and the company's staff every PT with a plan, fullest first.
 */
import { useTranslate } from 'react-admin';
import { Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { PlanMeters } from './PlanMeters';
import { usePlanUsage } from './api';

export function PlanUsageCard({ ptId }: { ptId?: number | string }) {
  const translate = useTranslate();
  const { data, isPending, isError } = usePlanUsage(ptId);
  const pts = data?.pts ?? [];
  const many = ptId === undefined;
  return (
    <Card component="section" aria-labelledby="plan-usage-title" data-testid="plan-usage">
      <CardContent>
        <Typography id="plan-usage-title" variant="overline" component="h2" color="text.secondary">
          {translate(many && data && !data.scoped ? 'app.plans.company_title' : 'app.plans.title')}
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={72} />
        ) : isError ? (
          <Typography color="error">{translate('app.plans.error')}</Typography>
        ) : !pts.length ? (
          <Typography color="text.secondary">{translate('app.plans.none')}</Typography>
        ) : (
          <Stack spacing={2} divider={<Divider flexItem />}>
            {pts.map((pt) => (
              <PlanMeters key={pt.pt_id} pt={pt} showName={many} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
