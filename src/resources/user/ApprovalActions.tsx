/**
 * The approval queue of self-registrations (app settings `registrasi: approval`) on the Users list:
 * a toolbar toggle showing the accounts awaiting approval (with their count), and Approve / Reject
 * for the selected rows (`POST <apiPath>/approval`; the server mails each owner).
 */
import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Badge } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Confirm,
  useGetList,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { user } from '../../../domain/resources';
import { api } from '../../providers/httpClient';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import { useResourceRights } from '../generic/useResourceRights';

const PENDING = { persetujuan: 'pending' } as const;

/** Toolbar toggle: only the accounts awaiting approval, or every account again. */
export function ApprovalQueueButton() {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const format = useLocaleFormat();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { total } = useGetList(resource, { filter: PENDING, pagination: { page: 1, perPage: 1 } });
  const on = filterValues.persetujuan === 'pending';
  const toggle = () => {
    const { persetujuan: _drop, ...rest } = filterValues as Record<string, unknown>;
    setFilters(on ? rest : { ...rest, ...PENDING }, { ...displayedFilters, persetujuan: !on });
  };
  const waiting = total ?? 0;
  const shown = waiting > 999 ? `${format.count(999)}+` : format.count(waiting);
  const label = translate('app.users.approval.filter');
  return (
    <Button
      label={label}
      // The badge's figure is visible text before the label, so the button's name starts with it too.
      aria-label={waiting ? `${shown} ${label}` : label}
      onClick={toggle}
      aria-pressed={on}
      variant={on ? 'contained' : 'text'}
    >
      {waiting ? (
        <Badge badgeContent={shown} color="warning">
          <HourglassEmptyIcon />
        </Badge>
      ) : (
        <HourglassEmptyIcon />
      )}
    </Button>
  );
}

type Decision = 'approve' | 'reject';

/** Approve / Reject for the selected rows (rows not awaiting approval are skipped by the server). */
export function ApprovalBulkButtons() {
  const { selectedIds } = useListContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [confirmReject, setConfirmReject] = useState(false);
  // deciding changes the accounts: only for a role that may edit users
  const mayDecide = useResourceRights(user).update;
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      api<{ decided: number[]; skipped: number[] }>(`${user.apiPath}/approval`, {
        method: 'POST',
        body: JSON.stringify({ ids: selectedIds, decision }),
      }),
    onSuccess: (result, decision) => {
      const count = result.decided.length;
      if (!count) notify('app.users.approval.none', { type: 'warning' });
      else
        notify(decision === 'approve' ? 'app.users.approval.approved' : 'app.users.approval.rejected', {
          type: 'success',
          messageArgs: { smart_count: count },
        });
      unselectAll();
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: 'error' }),
  });
  if (!mayDecide) return null;
  return (
    <>
      <Button
        label="app.users.approval.approve"
        onClick={() => decide.mutate('approve')}
        disabled={decide.isPending}
      >
        <CheckIcon />
      </Button>
      <Button
        label="app.users.approval.reject"
        onClick={() => setConfirmReject(true)}
        disabled={decide.isPending}
      >
        <CloseIcon />
      </Button>
      <Confirm
        isOpen={confirmReject}
        title={translate('app.users.approval.confirm_title', { smart_count: selectedIds.length })}
        content={translate('app.users.approval.confirm_content', { smart_count: selectedIds.length })}
        onConfirm={() => {
          setConfirmReject(false);
          decide.mutate('reject');
        }}
        onClose={() => setConfirmReject(false)}
      />
    </>
  );
}
