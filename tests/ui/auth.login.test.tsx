import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from './msw';
import { fill, renderApp } from './authApp';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { getStoredUser, getToken, TOKEN_COOKIE, TOKEN_KEY } from '../../src/providers/session';

const publicSettings = http.get('/api/setting/apps/public', () =>
  HttpResponse.json({ data: { nama_aplikasi: 'Wisuda Test', nama_universitas: 'Universitas Uji' } }),
);
const userReload = http.get('/api/setting/users/user/:id', ({ params }) =>
  HttpResponse.json({
    data: { id: Number(params.id), name: 'Admin Satu', roles: [{ id: 1, name: 'Administrator' }] },
  }),
);

async function loginAnswer(request: Request, received: unknown[]) {
  received.push(await request.json());
  return HttpResponse.json({
    data: {
      token: 'tok-123',
      user: {
        id: 1,
        name: 'Admin Satu',
        email: 'admin@example.test',
        roles: [{ id: 1, name: 'Administrator' }],
      },
      roles: [{ id: 1, name: 'Administrator' }],
      permissions: ['dashboard.view', 'mahasiswa.view'],
    },
  });
}

function loginOk(received: unknown[] = []) {
  return http.post('/api/auth/login', ({ request }) => loginAnswer(request, received));
}

const location = () => screen.getByTestId('location').textContent;

describe('login page', () => {
  it('is branded from the public app settings', async () => {
    server.use(publicSettings);
    renderApp('/auth/login');
    expect(await screen.findByText('Wisuda Test')).toBeInTheDocument();
    expect(await screen.findByText(/Universitas Uji/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
  });

  it('shows validation messages beside the fields and sends nothing', async () => {
    const received: unknown[] = [];
    server.use(publicSettings, loginOk(received));
    const user = userEvent.setup();
    renderApp('/auth/login');
    const loginField = await screen.findByLabelText(/E-mail or NIM/);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(loginField).toHaveAttribute('aria-invalid', 'true');
    expect(loginField).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');
    expect(loginField).toHaveFocus();

    await fill(user, loginField, 'abc');
    await user.tab();
    expect(loginField).toHaveAccessibleDescription('Enter your e-mail address or your NIM (digits only).');
    await user.clear(loginField);
    await fill(user, loginField, 'someone@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(loginField).toHaveAccessibleDescription('Must be a valid e-mail address.');
    expect(received).toHaveLength(0);
  });

  it('toggles the password visibility with an accessible button', async () => {
    server.use(publicSettings);
    const user = userEvent.setup();
    renderApp('/auth/login');
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('is busy while signing in, then stores the session and follows the redirect', async () => {
    const received: unknown[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      publicSettings,
      userReload,
      http.post('/api/auth/login', async ({ request }) => {
        await gate;
        return loginAnswer(request, received);
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/login?redirect=%2Fmaster%2Fmahasiswa%3Fpage%3D2');
    await fill(user, await screen.findByLabelText(/E-mail or NIM/), ' admin@example.test ');
    await fill(user, screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const button = await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('progressbar', { hidden: true })).toBeInTheDocument();

    release();
    await waitFor(() => expect(location()).toBe('/master/mahasiswa?page=2'));
    expect(await screen.findByText('Mahasiswa list')).toBeInTheDocument();
    expect(received).toEqual([{ login: 'admin@example.test', password: 'correct horse' }]);
    expect(getToken()).toBe('tok-123');
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=tok-123`);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
    expect(getStoredUser()?.roles[0].name).toBe('Administrator');
  });

  it('goes to /dashboard when the redirect is not a same-origin path', async () => {
    server.use(publicSettings, userReload, loginOk());
    const user = userEvent.setup();
    renderApp('/auth/login?redirect=%2F%2Fevil.example%2Fsteal');
    await fill(user, await screen.findByLabelText(/E-mail or NIM/), '2021001');
    await fill(user, screen.getByLabelText(/^Password/), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(await screen.findByText('Welcome, Admin Satu!')).toBeInTheDocument();
  });

  it('shows the server message and keeps the user on the page after a wrong password', async () => {
    server.use(
      publicSettings,
      http.post('/api/auth/login', () =>
        HttpResponse.json({ message: 'E-mail/NIM or password is wrong', errors: {} }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth/login');
    await fill(user, await screen.findByLabelText(/E-mail or NIM/), 'admin@example.test');
    await fill(user, screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail/NIM or password is wrong');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(location()).toBe('/auth/login');
    expect(getToken()).toBeUndefined();
  });

  it('offers a new confirmation link when the account is not verified (403)', async () => {
    const resent: unknown[] = [];
    server.use(
      publicSettings,
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          {
            message: 'Verify your e-mail address first: open the link we sent you, or ask for a new one.',
            errors: {},
          },
          { status: 403 },
        ),
      ),
      http.post('/api/auth/resend-verification', async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ data: { message: 'ok' } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/login');
    await fill(user, await screen.findByLabelText(/E-mail or NIM/), 'new@example.test');
    await fill(user, screen.getByLabelText(/^Password/), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verify your e-mail address first');
    await user.click(screen.getByRole('button', { name: 'Send link again' }));
    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
    expect(resent).toEqual([{ email: 'new@example.test' }]);
  });

  it('tells how long to wait when throttled (429 with Retry-After)', async () => {
    server.use(
      publicSettings,
      http.post('/api/auth/login', async () => {
        await delay(5);
        return HttpResponse.json(
          { message: 'Too many attempts', errors: {} },
          { status: 429, headers: { 'Retry-After': '42' } },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/login');
    await fill(user, await screen.findByLabelText(/E-mail or NIM/), 'admin@example.test');
    await fill(user, screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
  });

  it('in Indonesian: the client checks speak the shared catalog, the server is asked in Indonesian and its words are shown', async () => {
    const languages: (string | null)[] = [];
    server.use(
      publicSettings,
      http.post('/api/auth/login', ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json(
          { message: 'E-mail/NIM atau kata sandi salah.', code: 'auth.wrongLogin' },
          { status: 401 },
        );
      }),
    );
    await i18nProvider.changeLocale('id');
    try {
      const user = userEvent.setup();
      renderApp('/auth/login');
      const loginField = await screen.findByLabelText(/E-mail atau NIM/);
      await user.click(screen.getByRole('button', { name: 'Masuk' }));
      expect(loginField).toHaveAccessibleDescription('Kolom ini wajib diisi.');
      await fill(user, loginField, 'admin@example.test');
      await fill(user, screen.getByLabelText(/^Kata sandi/), 'salah-sekali');
      await user.click(screen.getByRole('button', { name: 'Masuk' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('E-mail/NIM atau kata sandi salah.');
      expect(languages).toEqual(['id']);
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('sends react-admin’s /login to /auth/login', async () => {
    server.use(publicSettings);
    renderApp('/login');
    await waitFor(() => expect(location()).toMatch(/^\/auth\/login\?redirect=/));
  });
});
