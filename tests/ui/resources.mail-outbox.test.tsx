/**
 * Setting → Mail Outbox (docs/jobs.md): the generated read-only list of the mailOutbox declaration,
 * with a Retry button on failed mails only; it queues the mail again and the list reloads.
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
};
const sent = {
  id: 11,
  to_address: 'sari@kampus.ac.id',
  subject: 'Akun Wisuda Anda / Your Wisuda account',
  status: 'sent',
  attempts: 1,
  last_error: null,
  sent_at: '2026-05-01T10:00:00Z',
};

describe('mail outbox list', { timeout: 120_000 }, () => {
  it('offers Retry on a failed mail only, queues it again and reloads the list', async () => {
    let rows = [failed, sent];
    const seen = recordRequests();
    server.use(
      http.get('/api/setting/mail-outbox', () => listAnswer(rows)),
      http.post('/api/setting/mail-outbox/12/retry', () => {
        rows = [{ ...failed, status: 'queued' }, sent];
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
