/**
 * The mail outbox (Setting): the generated read-only list and record, plus a Retry button on each
 * failed mail (`POST <apiPath>/{id}/retry`, docs/jobs.md): it queues the mail again for five more
 * attempts. A mail given up with its single-use links removed (`links_removed`) gets none: there is
 * nothing worth sending left.
 */
import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ScreenProps } from '../../../domain/resource';
import { mailOutbox } from '../../../domain/resources';
import { api } from '../../providers/httpClient';
import { GenericList } from '../generic/GenericList';

/** Retry of one failed mail that still has its links; nothing on the other rows. */
export function RetryButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'failed' || record.links_removed === true) return null;
  const retry = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      await api(`${mailOutbox.apiPath}/${record.id}/retry`, { method: 'POST' });
      notify('app.resources.mail_outbox.retried', { type: 'success' });
      refresh();
    } catch (err) {
      const message = (err as { message?: string }).message;
      notify(message || 'app.resources.mail_outbox.retry_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="app.resources.mail_outbox.retry" onClick={retry} disabled={busy}>
      <ReplayIcon />
    </Button>
  );
}

export const list = ({ def }: ScreenProps) => <GenericList def={def} rowActions={<RetryButton />} />;
