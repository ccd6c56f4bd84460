/**
 * The mahasiswa edit form offers a sign-in account only to a student who has none: the switch with its
 * edit help, the password once it is on, and the PUT carries create_account + password.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { emptyLists, recordRequests, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

const student = (userId: number | null) => ({
  id: 5,
  nim: '2021001001',
  nama: 'Ani Lestari',
  pt_id: 1,
  email: 'ani@kampus.ac.id',
  status: 'aktif',
  user_id: userId,
});

function serveStudent(userId: number | null) {
  server.use(
    http.get('/api/mahasiswa/mahasiswa/5', () => HttpResponse.json({ data: student(userId) })),
    http.get('/api/data-induk/pt/pt/getoption', () =>
      HttpResponse.json({ data: [{ id: 1, name: 'Universitas Uji' }] }),
    ),
    http.put('/api/mahasiswa/mahasiswa/5', async ({ request }) =>
      HttpResponse.json({ data: { ...student(12), ...((await request.json()) as object), user_id: 12 } }),
    ),
    emptyLists,
  );
}

describe('mahasiswa account on edit', { timeout: 120_000 }, () => {
  it('creates the account of a student without one', async () => {
    const seen = recordRequests();
    serveStudent(null);
    const user = userEvent.setup();
    renderResources('/master/mahasiswa/edit/5');
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Ani Lestari'));
    expect(
      screen.getByText(
        'This student has no sign-in account yet: create one (role Mahasiswa) that signs in with the student’s e-mail',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Create account'));
    const password = await screen.findByLabelText(/^Password/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('This field is required.')).toBeInTheDocument());
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
    await user.type(password, 'Wisuda-Ani-2026!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const body = seen.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ create_account: true, password: 'Wisuda-Ani-2026!', nama: 'Ani Lestari' });
  });

  it('offers nothing to a student who has an account, and sends no account fields', async () => {
    const seen = recordRequests();
    serveStudent(7);
    const user = userEvent.setup();
    renderResources('/master/mahasiswa/edit/5');
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Ani Lestari'));
    expect(screen.queryByLabelText('Create account')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.type(name, ' Putri');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const body = seen.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
    expect(body.nama).toBe('Ani Lestari Putri');
    expect(body.create_account).not.toBe(true);
    expect(body).not.toHaveProperty('password');
  });
});
