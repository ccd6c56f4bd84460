import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { getPermissions } from '../../src/providers/session';
import { ADMIN_ROLE, MAHASISWA_ROLE, renderApp, signInAs } from './authApp';
import {
  PERMISSIONS_KEY,
  ROLES_KEY,
  TOKEN_COOKIE,
  TOKEN_KEY,
  USER_KEY,
  getStoredUser,
  getToken,
} from '../../src/providers/session';

const settings = http.get('/api/setting/apps/public', () => HttpResponse.json({ data: {} }));
const reload = http.get('/api/setting/users/user/:id', ({ params }) =>
  HttpResponse.json({ data: { id: Number(params.id), name: 'Fresh Name', roles: [] } }),
);
const location = () => screen.getByTestId('location').textContent;

describe('route guard', () => {
  it('sends a signed-out visitor to the login page with the original path as redirect', async () => {
    server.use(settings);
    renderApp('/master/mahasiswa?filter=%7B%7D&page=3');
    await waitFor(() =>
      expect(location()).toBe(
        `/auth/login?redirect=${encodeURIComponent('/master/mahasiswa?filter=%7B%7D&page=3')}`,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Mahasiswa list')).not.toBeInTheDocument();
  });

  it('sends a Mahasiswa away from an administrator screen to /error/forbidden', async () => {
    server.use(settings, reload);
    signInAs(MAHASISWA_ROLE);
    renderApp('/master/mahasiswa');
    await waitFor(() => expect(location()).toBe('/error/forbidden'));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByText('Mahasiswa list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('also guards the sub-pages of an administrator screen', async () => {
    server.use(settings, reload);
    signInAs(MAHASISWA_ROLE);
    renderApp('/master/mahasiswa/edit/12');
    await waitFor(() => expect(location()).toBe('/error/forbidden'));
  });

  it('lets a Mahasiswa open the student pages and an administrator the admin screens', async () => {
    server.use(settings, reload);
    signInAs(MAHASISWA_ROLE);
    const first = renderApp('/menu/mahasiswa/galeri');
    // The layout (behind the guard) renders only when the guard let the user in.
    expect(await screen.findByTestId('main-layout')).toBeInTheDocument();
    expect(location()).toBe('/menu/mahasiswa/galeri');
    first.unmount();

    signInAs(ADMIN_ROLE);
    renderApp('/master/mahasiswa');
    expect(await screen.findByText('Mahasiswa list')).toBeInTheDocument();
    expect(location()).toBe('/master/mahasiswa');
  });

  it('keeps an administrator out of the student gallery (they open the whole gallery)', async () => {
    server.use(settings, reload);
    signInAs(ADMIN_ROLE);
    renderApp('/menu/mahasiswa/galeri');
    await waitFor(() => expect(location()).toBe('/error/forbidden'));
  });

  it('decides by the permissions of the first role, not by its name', async () => {
    server.use(settings, reload);
    // A role named Administrator whose permissions are only the student's: the student screens.
    signInAs(ADMIN_ROLE, 'Test User', 7, ['dashboard.view', 'profile.view']);
    const first = renderApp('/master/mahasiswa');
    await waitFor(() => expect(location()).toBe('/error/forbidden'));
    first.unmount();
    // A role made on the Roles screen holding mahasiswa.view opens the students list.
    signInAs({ id: 9, name: 'Operator' }, 'Test User', 7, ['dashboard.view', 'mahasiswa.view']);
    renderApp('/master/mahasiswa');
    expect(await screen.findByText('Mahasiswa list')).toBeInTheDocument();
    expect(location()).toBe('/master/mahasiswa');
  });

  it('follows the permissions the server holds now, not those stored at sign-in', async () => {
    // Since this user signed in, an administrator gave the role mahasiswa.view: the dashboard
    // becomes the administrator one (it asks for the administrator figures).
    let adminFigures = 0;
    server.use(
      settings,
      reload,
      http.get('/api/auth/me', () =>
        HttpResponse.json({
          data: { roles: [{ id: 9, name: 'Operator' }], permissions: ['mahasiswa.view'] },
        }),
      ),
      http.get('/api/dashboard/admin', () => {
        adminFigures += 1;
        return HttpResponse.json({ message: 'not needed here' }, { status: 503 });
      }),
    );
    signInAs({ id: 9, name: 'Operator' }, 'Test User', 7, []);
    renderApp('/dashboard');
    await waitFor(() => expect(getPermissions()).toEqual(['mahasiswa.view']));
    await waitFor(() => expect(adminFigures).toBeGreaterThan(0));
  });

  it('redirects / to /dashboard and shows the role’s dashboard', async () => {
    server.use(settings, reload);
    signInAs(MAHASISWA_ROLE, 'Budi');
    renderApp('/');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(await screen.findByRole('link', { name: /My profile/ })).toHaveAttribute(
      'href',
      '/setting/users/profile',
    );
    expect(screen.getByText('Role: Mahasiswa')).toBeInTheDocument();
  });

  it('reloads the stored user from the server on start (roles sent as ids keep their names)', async () => {
    const calls: string[] = [];
    server.use(
      settings,
      http.get('/api/setting/users/user/:id', ({ params, request }) => {
        calls.push(`${params.id} ${request.headers.get('authorization')}`);
        return HttpResponse.json({
          data: { id: Number(params.id), name: 'Fresh Name', email: 'fresh@example.test', roles: [1] },
        });
      }),
    );
    signInAs(ADMIN_ROLE, 'Old Name', 42);
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, Fresh Name!')).toBeInTheDocument();
    expect(calls).toEqual(['42 Bearer token-Administrator']);
    expect(getStoredUser()).toMatchObject({ id: 42, name: 'Fresh Name', roles: [ADMIN_ROLE] });
    expect(screen.getByText('Role: Administrator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Students/ })).toHaveAttribute('href', '/master/mahasiswa');
  });

  it('signs out when the server answers 401', async () => {
    server.use(
      settings,
      http.get('/api/setting/users/user/:id', () =>
        HttpResponse.json({ message: 'Unauthenticated', errors: {} }, { status: 401 }),
      ),
    );
    signInAs(ADMIN_ROLE);
    renderApp('/master/mahasiswa');
    await waitFor(() => expect(location()).toMatch(/^\/auth\/login\?redirect=%2Fmaster%2Fmahasiswa/));
    expect(getToken()).toBeUndefined();
  });
});

describe('logout', () => {
  it('revokes the token on the server, clears token, user, roles and permissions, and goes to /auth/login?redirect=/', async () => {
    const seen: (string | null)[] = [];
    server.use(
      settings,
      reload,
      http.post('/api/auth/logout', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    signInAs(MAHASISWA_ROLE);
    const user = userEvent.setup();
    renderApp('/error/forbidden');
    await user.click(await screen.findByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(location()).toBe('/auth/login?redirect=%2F'));
    expect(seen).toEqual(['Bearer token-Mahasiswa']);
    for (const key of [TOKEN_KEY, USER_KEY, ROLES_KEY, PERMISSIONS_KEY])
      expect(localStorage.getItem(key)).toBeNull();
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=`);
  });

  it('still signs out locally when the logout call fails (only logged)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      settings,
      reload,
      http.post('/api/auth/logout', () => HttpResponse.json({ message: 'boom' }, { status: 503 })),
    );
    signInAs(ADMIN_ROLE);
    const user = userEvent.setup();
    renderApp('/error/forbidden');
    await user.click(await screen.findByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(location()).toBe('/auth/login?redirect=%2F'));
    expect(getToken()).toBeUndefined();
    expect(errors).toHaveBeenCalledWith('Logout failed', expect.anything());
    errors.mockRestore();
  });
});
