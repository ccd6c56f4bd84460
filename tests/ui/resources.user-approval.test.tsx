/**
 * Setting → Users: the approval queue of self-registrations. "Awaiting approval" (with its count)
 * shows the accounts awaiting approval; Approve and Reject (after a confirmation) act on the selected
 * rows through POST /setting/users/user/approval, then the list reloads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { listAnswer, recordRequests, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

const account = (id: number, name: string, persetujuan: string | null, is_active: boolean) => ({
  id,
  name,
  email: `${name.toLowerCase()}@kampus.ac.id`,
  nim: String(2020000000 + id),
  roles: [2],
  is_active,
  persetujuan,
  email_verified_at: '2026-05-01T10:00:00Z',
});

describe('users: approval queue', { timeout: 120_000 }, () => {
  it('filters to the accounts awaiting approval, approves the selected ones and rejects after confirming', async () => {
    let rows = [
      account(1, 'Rina', 'pending', false),
      account(2, 'Sari', 'pending', false),
      account(3, 'Admin', null, true),
    ];
    const seen = recordRequests();
    server.use(
      http.get('/api/setting/users/role', () => listAnswer([{ id: 2, name: 'Mahasiswa' }])),
      http.get('/api/setting/users/user', ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as Record<
          string,
          unknown
        >;
        return listAnswer(
          filter.persetujuan ? rows.filter((r) => r.persetujuan === filter.persetujuan) : rows,
        );
      }),
      http.post('/api/setting/users/user/approval', async ({ request }) => {
        const { ids, decision } = (await request.json()) as { ids: number[]; decision: string };
        rows = rows.map((r) =>
          ids.includes(r.id)
            ? {
                ...r,
                persetujuan: decision === 'approve' ? 'approved' : 'rejected',
                is_active: decision === 'approve',
              }
            : r,
        );
        return HttpResponse.json({ data: { decision, decided: ids, skipped: [] } });
      }),
    );
    const user = userEvent.setup();
    renderResources('/setting/users', { tools: true });

    expect(await screen.findByText('Admin')).toBeTruthy();
    const queue = await screen.findByRole('button', { name: /Awaiting approval/ });
    await waitFor(() => expect(within(queue).getByText('2')).toBeTruthy());
    await user.click(queue);
    await waitFor(() => expect(screen.queryByText('Admin')).toBeNull());
    const filtered = seen.filter((r) => r.method === 'GET' && r.path === '/api/setting/users/user');
    expect(JSON.parse(filtered.at(-1)!.query.get('filter')!)).toMatchObject({ persetujuan: 'pending' });

    // Approve Rina.
    const rina = screen.getByText('Rina').closest('tr')!;
    await user.click(within(rina).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findAllByText('1 account approved.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText('Rina')).toBeNull());

    // Reject Sari, after the confirmation.
    const sari = screen.getByText('Sari').closest('tr')!;
    await user.click(within(sari).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject the registration?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText('1 account rejected.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText('Sari')).toBeNull());

    expect(seen.filter((r) => r.method === 'POST').map((r) => ({ path: r.path, body: r.body }))).toEqual([
      { path: '/api/setting/users/user/approval', body: { ids: [1], decision: 'approve' } },
      { path: '/api/setting/users/user/approval', body: { ids: [2], decision: 'reject' } },
    ]);
  });
});
