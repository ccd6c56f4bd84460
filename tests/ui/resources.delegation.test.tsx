/**
 * Delegation on the screens (docs/security.md): what the signed-in user's first role does not hold
 * cannot be granted, so the role's permission checklist disables those permissions, and the user
 * form's roles input disables the roles holding them, each with the reason. The self-service
 * permissions stay free.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { signInAs } from './authApp';
import { emptyLists, recordRequests, renderResources } from './resourcesApp';

afterEach(() => server.events.removeAllListeners());

const PERMISSIONS = [
  { id: 1, name: 'mahasiswa.view' },
  { id: 2, name: 'mahasiswa.create' },
  { id: 3, name: 'acara.view' },
  { id: 4, name: 'dashboard.view' },
];
const permissionList = http.get('/api/setting/users/permission', () =>
  HttpResponse.json({ data: PERMISSIONS }, { headers: { 'Content-Range': 'permission 0-3/4' } }),
);
const roleRecord = (id: number, name: string, permissions: number[]) =>
  http.get(`/api/setting/users/role/${id}`, () =>
    HttpResponse.json({ data: { id, name, description: null, is_builtin: false, permissions } }),
  );
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const tooltipOf = (name: string) => checkbox(name).closest('label')?.getAttribute('title');

describe('the permission checklist of a role', { timeout: 120_000 }, () => {
  it('disables the permissions the signed-in user does not hold, with the reason', async () => {
    signInAs({ id: 5, name: 'Pengelola Role' }, 'Rudi', 7, ['role.view', 'role.update', 'mahasiswa.view']);
    const seen = recordRequests();
    server.use(
      roleRecord(6, 'Operator', [1]),
      permissionList,
      http.put('/api/setting/users/role/6', async ({ request }) =>
        HttpResponse.json({ data: { id: 6, ...((await request.json()) as object) } }),
      ),
      emptyLists,
    );
    const user = userEvent.setup();
    renderResources('/setting/hak-akses/role/edit/6');

    await waitFor(() => expect(checkbox('mahasiswa.view')).toBeChecked());
    expect(checkbox('mahasiswa.view')).toBeEnabled();
    // not held: disabled, the reason as its tooltip
    expect(checkbox('mahasiswa.create')).toBeDisabled();
    expect(tooltipOf('mahasiswa.create')).toBe('You do not hold mahasiswa.create, so you cannot grant it.');
    expect(checkbox('acara.view')).toBeDisabled();
    expect(tooltipOf('acara.view')).toBe('You do not hold acara.view, so you cannot grant it.');
    // a self-service permission may be passed on by anyone
    expect(checkbox('dashboard.view')).toBeEnabled();
    expect(screen.getByTestId('permissions-not-held')).toHaveTextContent(
      'Permissions you do not hold are greyed out: you cannot grant them.',
    );
    expect(screen.queryByTestId('role-not-manageable')).not.toBeInTheDocument();
    // a group of nothing it may grant cannot be selected as a whole
    expect(checkbox('Select all of Events')).toBeDisabled();

    // select all of Students leaves the one it does not hold alone
    await user.click(checkbox('Select all of Students'));
    expect(checkbox('mahasiswa.view')).not.toBeChecked();
    await user.click(checkbox('Select all of Students'));
    expect(checkbox('mahasiswa.view')).toBeChecked();
    expect(checkbox('mahasiswa.create')).not.toBeChecked();
    await user.click(checkbox('dashboard.view'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    expect((seen.find((r) => r.method === 'PUT')!.body as { permissions: number[] }).permissions).toEqual([
      1, 4,
    ]);
  });

  it('says up front that a role holding what the user lacks cannot be changed', async () => {
    signInAs({ id: 5, name: 'Pengelola Role' }, 'Rudi', 7, ['role.view', 'role.update', 'mahasiswa.view']);
    server.use(roleRecord(8, 'Panitia', [1, 2, 3]), permissionList, emptyLists);
    renderResources('/setting/hak-akses/role/edit/8');
    expect(await screen.findByTestId('role-not-manageable')).toHaveTextContent(
      'The role Panitia holds permissions you do not have (acara.view, mahasiswa.create): you cannot change or delete it.',
    );
    expect(checkbox('mahasiswa.create')).toBeChecked();
    expect(checkbox('mahasiswa.create')).toBeDisabled();
  });

  it('leaves everything free for an administrator', async () => {
    signInAs({ id: 1, name: 'Administrator' });
    server.use(roleRecord(6, 'Operator', [1]), permissionList, emptyLists);
    renderResources('/setting/hak-akses/role/edit/6');
    await waitFor(() => expect(checkbox('mahasiswa.view')).toBeChecked());
    for (const p of PERMISSIONS) expect(checkbox(p.name)).toBeEnabled();
    expect(screen.queryByTestId('permissions-not-held')).not.toBeInTheDocument();
  });
});

describe("the roles input of a user's form", { timeout: 120_000 }, () => {
  it('disables the roles the signed-in user cannot grant, naming what it lacks', async () => {
    signInAs({ id: 3, name: 'Pengelola Pengguna' }, 'Uli', 7, [
      'user.view',
      'user.create',
      'user.update',
      'role.view',
    ]);
    server.use(
      http.get('/api/setting/users/role/getoption', () =>
        HttpResponse.json({
          data: [
            { id: 1, name: 'Administrator', permissions: ['role.update', 'user.delete', 'user.view'] },
            { id: 2, name: 'Mahasiswa', permissions: ['dashboard.view', 'profile.view'] },
            { id: 3, name: 'Pengelola Pengguna', permissions: ['user.create', 'user.update', 'user.view'] },
          ],
        }),
      ),
      emptyLists,
    );
    const user = userEvent.setup();
    renderResources('/setting/users/add');
    const roles = await screen.findByRole('combobox', { name: /Roles/ });
    await waitFor(() =>
      expect(
        screen.getByText(/Roles holding permissions you do not have are greyed out/),
      ).toBeInTheDocument(),
    );
    await user.click(roles);
    const admin = await screen.findByRole('option', { name: /^Administrator/ });
    expect(admin).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(admin).getByText('Holds permissions you do not have: role.update, user.delete'),
    ).toBeVisible();
    expect(screen.getByRole('option', { name: 'Mahasiswa' })).not.toHaveAttribute('aria-disabled', 'true');
    const own = screen.getByRole('option', { name: 'Pengelola Pengguna' });
    expect(own).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(own);
    expect(await screen.findByRole('button', { name: 'Pengelola Pengguna' })).toBeInTheDocument();
  });
});
