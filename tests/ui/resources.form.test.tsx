import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { ADMIN_ROLE, signInAs } from './authApp';
import { emptyLists, location, messageBeside, recordRequests, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

describe('generated form', { timeout: 120_000 }, () => {
  it('validates on the client from the declaration and sends nothing while invalid', async () => {
    const seen = recordRequests();
    server.use(emptyLists);
    const user = userEvent.setup();
    renderResources('/master/perguruan-tinggi/add');

    await user.type(await screen.findByLabelText(/^Abbreviation/), 'UU');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageBeside(/Institution code/)).toBe('This field is required.'));
    expect(messageBeside(/^Name/)).toBe('This field is required.');

    await user.type(screen.getByLabelText(/Institution code/), '12ab');
    await user.type(screen.getByLabelText(/^Name/), 'Universitas Uji');
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await user.type(screen.getByLabelText(/^Website/), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messageBeside(/Institution code/)).toBe('The institution code must be 3 to 10 digits.'),
    );
    expect(messageBeside(/^E-mail/)).toBe('Must be a valid e-mail address.');
    expect(messageBeside(/^Website/)).toBe('Must be a web address starting with http:// or https://.');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows a server 422 field error beside its field and stays on the form', async () => {
    const seen = recordRequests();
    server.use(
      http.post('/api/data-induk/pt/pt', () =>
        HttpResponse.json(
          { message: 'The data is not valid', errors: { kode_pt: ['This value is already used.'] } },
          { status: 422 },
        ),
      ),
      emptyLists,
    );
    const user = userEvent.setup();
    renderResources('/master/perguruan-tinggi/add');
    await user.type(await screen.findByLabelText(/Institution code/), '001001');
    await user.type(screen.getByLabelText(/^Name/), 'Universitas Uji');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(messageBeside(/Institution code/)).toBe('This value is already used.'));
    expect(location()).toBe('/master/perguruan-tinggi/add');
    const post = seen.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ kode_pt: '001001', nama: 'Universitas Uji', is_active: true });
  });

  it('creates at the spec path and returns to the list', async () => {
    server.use(
      http.post('/api/data-induk/pt/pt', async ({ request }) =>
        HttpResponse.json({ data: { id: 41, ...((await request.json()) as object) } }, { status: 201 }),
      ),
      emptyLists,
    );
    const user = userEvent.setup();
    renderResources('/master/perguruan-tinggi/add');
    await user.type(await screen.findByLabelText(/Institution code/), '001009');
    await user.type(screen.getByLabelText(/^Name/), 'Universitas Baru');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/master/perguruan-tinggi'));
  });

  it('edits at /edit/{id}, sends only writable fields, and keeps a built-in role name read-only', async () => {
    // (an administrator: it may grant every permission, docs/security.md)
    signInAs(ADMIN_ROLE);
    const seen = recordRequests();
    server.use(
      http.get('/api/setting/users/role/1', () =>
        HttpResponse.json({
          data: { id: 1, name: 'Administrator', description: 'All', is_builtin: true, permissions: [1] },
        }),
      ),
      http.get('/api/setting/users/permission', () =>
        HttpResponse.json(
          {
            data: [
              { id: 1, name: 'mahasiswa.view' },
              { id: 2, name: 'mahasiswa.create' },
              { id: 3, name: 'acara.view' },
            ],
          },
          { headers: { 'Content-Range': 'permission 0-2/3' } },
        ),
      ),
      http.put('/api/setting/users/role/1', async ({ request }) =>
        HttpResponse.json({ data: { id: 1, ...((await request.json()) as object) } }),
      ),
      emptyLists,
    );
    const user = userEvent.setup();
    renderResources('/setting/hak-akses/role/edit/1');
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Administrator');
    expect(name).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    // grouped checklist: select all of the Students group adds mahasiswa.create
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all of Students' });
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    await user.click(selectAll);
    expect(screen.getByRole('checkbox', { name: 'mahasiswa.create' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'acara.view' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ name: 'Administrator', description: 'All', permissions: [1, 2, 3] });
    await waitFor(() => expect(location()).toBe('/setting/hak-akses/role'));
  });

  it('creates a user with a required password and roles chosen from the role options, in order', async () => {
    const seen = recordRequests();
    server.use(
      http.get('/api/setting/users/role/getoption', () =>
        HttpResponse.json({
          data: [
            { id: 1, name: 'Administrator' },
            { id: 2, name: 'Mahasiswa' },
          ],
        }),
      ),
      http.post('/api/setting/users/user', async ({ request }) =>
        HttpResponse.json({ data: { id: 9, ...((await request.json()) as object) } }, { status: 201 }),
      ),
      emptyLists,
    );
    const user = userEvent.setup();
    renderResources('/setting/users/add');
    await user.type(await screen.findByLabelText(/^Name/), 'Rina');
    await user.type(screen.getByLabelText(/^E-mail/), 'rina@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageBeside(/^Password/)).toBe('This field is required.'));

    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageBeside(/^Password/)).toBe('Must be at least 12 characters.'));
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Rina-Pass-2026');

    await user.click(screen.getByRole('combobox', { name: /Roles/ }));
    await user.click(await screen.findByRole('option', { name: 'Mahasiswa' }));
    await user.click(screen.getByRole('combobox', { name: /Roles/ }));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')!.body).toMatchObject({
      name: 'Rina',
      email: 'rina@example.test',
      password: 'Rina-Pass-2026',
      roles: [2, 1],
    });
    await waitFor(() => expect(location()).toBe('/setting/users'));
  });

  it('edits a user without sending an empty password', async () => {
    const seen = recordRequests();
    server.use(
      http.get('/api/setting/users/user/9', () =>
        HttpResponse.json({
          data: { id: 9, name: 'Rina', email: 'rina@example.test', is_active: true, roles: [2] },
        }),
      ),
      http.get('/api/setting/users/role/getoption', () =>
        HttpResponse.json({ data: [{ id: 2, name: 'Mahasiswa' }] }),
      ),
      http.put('/api/setting/users/user/9', async ({ request }) =>
        HttpResponse.json({ data: { id: 9, ...((await request.json()) as object) } }),
      ),
      emptyLists,
    );
    const user = userEvent.setup();
    renderResources('/setting/users/edit/9');
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Rina'));
    expect(screen.getByText('Leave empty to keep the current password')).toBeInTheDocument();
    await user.type(name, ' Sari');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const body = seen.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Rina Sari', roles: [2] });
    expect(body).not.toHaveProperty('password');
  });
});
