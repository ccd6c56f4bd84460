/**
 * Setting → Mail Outbox (docs/jobs.md): the generated read-only list of the mailOutbox declaration,
 * with a Retry button on failed mails only (not on one given up with its single-use links removed);
 * it queues the mail again and the list reloads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { listAnswer, recordRequests, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

const failed = {
  id: 12,
  to_address: 'rina@kampus.ac.id',
  subject: 'Akun Wisuda Anda / Your Wisuda account',
  status: 'failed',
  attempts: 5,
  last_error: 'Mailbox unavailable',
  sent_at: null,
  links_removed: false,
};
/** A reset mail given up: its single-use link was removed, so there is nothing to send again. */
const gone = {
  id: 13,
  to_address: 'tono@kampus.ac.id',
  subject: 'Atur ulang kata sandi Wisuda / Reset your Wisuda password',
  status: 'failed',
  attempts: 5,
  last_error: 'Mailbox unavailable',
  sent_at: null,
  links_removed: true,
};
const sent = {
  id: 11,
  to_address: 'sari@kampus.ac.id',
  subject: 'Akun Wisuda Anda / Your Wisuda account',
  status: 'sent',
  attempts: 1,
  last_error: null,
  sent_at: '2026-05-01T10:00:00Z',
  links_removed: true,
};

describe('mail outbox list', { timeout: 120_000 }, () => {
  it('offers Retry on a failed mail that kept its links only, queues it again and reloads the list', async () => {
    let rows = [failed, sent, gone];
    const seen = recordRequests();
    server.use(
      http.get('/api/setting/mail-outbox', () => listAnswer(rows)),
      http.post('/api/setting/mail-outbox/12/retry', () => {
        rows = [{ ...failed, status: 'queued' }, sent, gone];
        return HttpResponse.json({ data: { id: 12, status: 'queued' } });
      }),
    );
    const user = userEvent.setup();
    renderResources('/setting/mail-outbox', { tools: true });

    const failedRow = (await screen.findByText('rina@kampus.ac.id')).closest('tr')!;
    const sentRow = screen.getByText('sari@kampus.ac.id').closest('tr')!;
    expect(within(failedRow).getByText('Failed')).toBeTruthy();
    expect(within(failedRow).getByText('Mailbox unavailable')).toBeTruthy();
    expect(within(sentRow).queryByRole('button', { name: 'Retry' })).toBeNull();
    const goneRow = screen.getByText('tono@kampus.ac.id').closest('tr')!;
    expect(within(goneRow).getByText('Failed')).toBeTruthy();
    expect(within(goneRow).queryByRole('button', { name: 'Retry' })).toBeNull();
    // read only: no create button, no edit links
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(within(failedRow).queryByRole('link', { name: 'Edit' })).toBeNull();

    await user.click(within(failedRow).getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByText('The e-mail is queued again.')).length).toBeGreaterThan(0);
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/setting/mail-outbox/12/retry',
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByText('rina@kampus.ac.id').closest('tr')!).queryByRole('button', { name: 'Retry' }),
      ).toBeNull(),
    );
    expect(within(screen.getByText('rina@kampus.ac.id').closest('tr')!).getByText('Queued')).toBeTruthy();
  });
});
