/**
 * Fast first paint (issue 12 §11): the app started on the sign-in page runs the light shell
 * (src/PublicApp.tsx) without loading the admin app (src/App.tsx) or English's declaration-built
 * messages; signing in hands over to the admin app, which loads both before it renders.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { fill } from './authApp';

const loaded = vi.hoisted(() => {
  // The app starts here: the path is read when the i18n provider first loads.
  window.history.replaceState(null, '', '/auth/login');
  return { adminApp: false };
});

vi.mock('../../src/App', () => {
  loaded.adminApp = true;
  return { AdminApp: () => <p>the admin app</p> };
});

describe('the app started on the sign-in page', () => {
  it('shows it from the light shell, then hands over to the admin app after signing in', async () => {
    const { Root } = await import('../../src/Root');
    const { i18nProvider } = await import('../../src/providers/i18nProvider');
    server.use(
      http.get('/api/setting/apps/public', () => HttpResponse.json({ data: {} })),
      http.post('/api/auth/login', () =>
        HttpResponse.json({
          data: {
            token: 'tok-split',
            user: { id: 1, name: 'Admin Satu', email: 'admin@example.test', roles: [] },
            roles: [{ id: 1, name: 'Administrator' }],
            permissions: ['dashboard.view'],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    render(<Root />);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(loaded.adminApp).toBe(false);
    // The resource names come with the admin app, not with the sign-in page.
    const studentKey = 'resources.master/mahasiswa.name';
    expect(i18nProvider.translate(studentKey, { smart_count: 2 })).toBe(studentKey);

    await fill(user, screen.getByRole('textbox', { name: /e-mail or nim/i }), 'admin@example.test');
    await fill(user, screen.getByLabelText(/^password/i), 'Rahasia-Sekali-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('the admin app')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(loaded.adminApp).toBe(true);
    expect(i18nProvider.translate(studentKey, { smart_count: 2 })).not.toBe(studentKey);
  });
});
