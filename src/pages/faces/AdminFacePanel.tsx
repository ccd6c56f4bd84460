import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import {
  getFaceAdminStatus,
  getFaceGroupCounts,
  tagConfirmed,
  type FaceAdminStatus,
  type FaceGroupCounts,
} from './api';
import { FaceSwitchTable } from './FaceSwitchTable';
import { SelfieReview } from './SelfieReview';

/** While photos wait to be scanned the panel looks again this often. */
const REFRESH_MS = 5000;

/**
 * Face search on the operator's gallery (docs/faces.md): per perguruan tinggi the switch and how many
 * students opted in and added their face, the scan's progress, and per photo group the suggestions
 * and confirmations with a button tagging the confirmed matches, and the selfies waiting for staff to
 * compare them with the record. Nothing when the feature is off everywhere.
 */
export function AdminFacePanel({ onTagged }: { onTagged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  // While photos wait to be scanned, both are asked again every few seconds.
  const refetchInterval = (query: { state: { data?: FaceAdminStatus } }) => {
    const scan = query.state.data?.scan;
    return scan && scan.waiting + scan.active > 0 ? REFRESH_MS : false;
  };
  const { data: status } = useQuery({
    queryKey: ['faces', 'admin', 'status'],
    queryFn: getFaceAdminStatus,
    refetchInterval,
  });
  const scanning = Boolean(status && status.scan.waiting + status.scan.active > 0);
  const { data: groups = [] } = useQuery({
    queryKey: ['faces', 'admin', 'groups'],
    queryFn: getFaceGroupCounts,
    refetchInterval: scanning ? REFRESH_MS : false,
  });
  const load = () => void queryClient.invalidateQueries({ queryKey: ['faces', 'admin'] });
  // Shown once face search is on somewhere (or students still hold consents); then with every
  // perguruan tinggi and its switch. It is first turned on in a perguruan tinggi's form.
  if (!status?.perguruan_tinggi.some((pt) => pt.face_search || pt.opted_in > 0)) return null;
  const tag = async (group: FaceGroupCounts) => {
    try {
      const { tagged } = await tagConfirmed(group.file_group_id);
      notify(translate('app.faces.admin.tagged', { smart_count: tagged }), { type: 'success' });
      load();
      onTagged();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  return (
    <Paper component="section" variant="outlined" sx={{ padding: 2 }} aria-labelledby="faces-admin-title">
      <Typography id="faces-admin-title" variant="subtitle1" component="h2" gutterBottom>
        {translate('app.faces.admin.title')}
      </Typography>
      <FaceSwitchTable rows={status.perguruan_tinggi} onChanged={load} />
      <Typography variant="body2" color="text.secondary" data-testid="faces-progress">
        {translate('app.faces.admin.progress', {
          waiting: format.count(status.scan.waiting),
          active: format.count(status.scan.active),
          scanned: format.count(status.scan.scanned),
        })}
      </Typography>
      {scanning ? <LinearProgress sx={{ marginBlock: 1 }} /> : null}
      <Stack sx={{ gap: 1, marginBlockStart: 1 }}>
        {groups.map((g) => (
          <Stack
            key={g.file_group_id}
            direction="row"
            sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {g.nama}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.faces.admin.group_counts', {
                suggested: format.count(g.suggested),
                confirmed: format.count(g.confirmed),
              })}
            </Typography>
            {g.untagged > 0 ? (
              <Button size="small" variant="outlined" onClick={() => void tag(g)}>
                {translate('app.faces.admin.tag_confirmed')}
              </Button>
            ) : null}
          </Stack>
        ))}
      </Stack>
      <SelfieReview />
    </Paper>
  );
}
