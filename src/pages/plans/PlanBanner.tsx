/**
 * The shell's notice to a university's staff whose PT is past its subscription's grace period: its
 * data is read-only until the subscription is renewed (the server refuses the writes).
 */
import { useTranslate } from 'react-admin';
import { Alert, Stack } from '@mui/material';
import { ADMIN_DASHBOARD_PERMISSION } from '../../../domain/pages';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import { usePermissions } from '../usePermissions';
import { usePlanUsage } from './api';

export function PlanBanner() {
  const translate = useTranslate();
  const f = useLocaleFormat();
  const permissions = usePermissions();
  const allowed = permissions.has(ADMIN_DASHBOARD_PERMISSION) || permissions.has('perguruanTinggi.view');
  const { data } = usePlanUsage(undefined, allowed);
  const ended = data?.scoped ? data.pts.filter((p) => p.read_only) : [];
  if (!ended.length) return null;
  const day = (d: string | null) => (d ? f.date(d) : '');
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {ended.map((pt) => (
        <Alert key={pt.pt_id} severity="warning" role="status">
          {translate('app.plans.read_only_banner', {
            pt: pt.nama,
            end: day(pt.langganan_selesai),
            graceEnd: day(pt.writable_until),
          })}
        </Alert>
      ))}
    </Stack>
  );
}
