import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { commonPasswordBucket } from '../../server/auth/common-passwords';
import { setAppSettings } from '../../src/providers/appSettings';
import { fill, renderApp } from './authApp';

const options = http.get('/api/auth/registration-options', () =>
  HttpResponse.json({
    data: [
      { id: 3, name: 'Universitas Gadjah Mada' },
      { id: 4, name: 'Politeknik Negeri Bandung' },
    ],
  }),
);
const settings = http.get('/api/setting/apps/public', () => HttpResponse.json({ data: {} }));
const location = () => screen.getByTestId('location').textContent;

async function fillValid(user: UserEvent) {
  await fill(user, await screen.findByLabelText(/Full name/), 'Siti Rahma');
  await fill(user, screen.getByLabelText(/^E-mail/), 'siti@example.test');
  await fill(user, screen.getByLabelText(/^NIM/), '2021001234');
  await user.click(screen.getByRole('combobox', { name: /University/ }));
  await user.click(await screen.findByRole('option', { name: 'Universitas Gadjah Mada' }));
  await fill(user, screen.getByLabelText(/^Password/), 'lulus-2026-ok');
  await fill(user, screen.getByLabelText(/^Confirm password/), 'lulus-2026-ok');
}

describe('register page', () => {
  it('checks the fields on the client, with the message beside each field', async () => {
    const sent: unknown[] = [];
    server.use(
      settings,
      options,
      http.post('/api/auth/register', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ok: true } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/register');
    await fill(user, await screen.findByLabelText(/^E-mail/), 'not-an-email');
    await fill(user, screen.getByLabelText(/^NIM/), '12ab');
    await fill(user, screen.getByLabelText(/^Password/), 'short');
    await fill(user, screen.getByLabelText(/^Confirm password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Must be a valid e-mail address.');
    expect(screen.getByLabelText(/^NIM/)).toHaveAccessibleDescription('The NIM must be 5 to 20 digits.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'The password must be at least 12 characters.',
    );
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(
      screen.getByText('This field is required.', { selector: '#auth-pt_id-helper-text' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('refuses what the server refuses: one character repeated, and a common password', async () => {
    const sent: unknown[] = [];
    server.use(
      settings,
      options,
      http.post('/api/auth/register', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ok: true } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/register');
    await fillValid(user);
    const password = screen.getByLabelText(/^Password/);
    await fill(user, password, 'zzzzzzzzzzzz');
    await fill(user, screen.getByLabelText(/^Confirm password/), 'zzzzzzzzzzzz');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(password).toHaveAccessibleDescription('The password cannot be one character repeated.');

    // Looked up by hash when the field is left: the answer shows beside it when it arrives.
    await fill(user, password, 'Password2024!');
    await fill(user, screen.getByLabelText(/^Confirm password/), 'Password2024!');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'This password is too common. Choose a less predictable one.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(password).toHaveAccessibleDescription(
      'This password is too common. Choose a less predictable one.',
    );
    expect(sent).toHaveLength(0);
  });

  it('tells that a password is too common once its look-up answers, without another keystroke, sending only hash digits', async () => {
    const asked: string[] = [];
    server.use(
      settings,
      options,
      http.get('/api/auth/common-passwords/:prefix', ({ request, params }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: commonPasswordBucket(String(params.prefix)) });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/register');
    const password = await screen.findByLabelText(/^Password/);
    await fill(user, password, 'Dragon-2025-!!');
    await user.tab();
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'This password is too common. Choose a less predictable one.',
      ),
    );
    // the password and its core ("dragon"), each by the first four digits of its SHA-256
    expect(asked.length).toBeGreaterThanOrEqual(1);
    for (const path of asked) expect(path).toMatch(/^\/api\/auth\/common-passwords\/[0-9a-f]{4}$/);

    await fill(user, password, 'lulus-wisuda-2026');
    await user.tab();
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(3));
    expect(password).not.toHaveAccessibleDescription(/too common/);
  });

  it('shows the server’s field errors (422) beside the fields', async () => {
    server.use(
      settings,
      options,
      http.post('/api/auth/register', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              email: ['This e-mail address is already registered.'],
              nim: ['This NIM is already registered at this university.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth/register');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This e-mail address is already registered.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^NIM/)).toHaveAccessibleDescription(
      'This NIM is already registered at this university.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(location()).toBe('/auth/register');
  });

  it('sends the registration and shows the success page', async () => {
    const sent: unknown[] = [];
    server.use(
      settings,
      options,
      http.post('/api/auth/register', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ok: true } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/register');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/auth/register/success'));
    expect(sent).toEqual([
      {
        name: 'Siti Rahma',
        email: 'siti@example.test',
        nim: '2021001234',
        pt_id: 3,
        password: 'lulus-2026-ok',
        password_confirmation: 'lulus-2026-ok',
      },
    ]);
    expect(await screen.findByText(/We sent a confirmation link to siti@example.test/)).toBeInTheDocument();
    const nav = screen.getByRole('link', { name: 'Go to sign in' });
    expect(nav).toHaveAttribute('href', '/auth/login');
  });

  it('links back to the sign-in page', async () => {
    server.use(settings, options);
    renderApp('/auth/register');
    const nav = await screen.findByRole('navigation', { name: 'Other options' });
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  describe('registration modes (app settings)', () => {
    afterEach(() => setAppSettings({ registrasi: 'open' }));
    /** The settings answer the mode too: when they load during the test, they keep it. */
    const settingsIn = (registrasi: string) =>
      http.get('/api/setting/apps/public', () => HttpResponse.json({ data: { registrasi } }));

    it('approval: says an administrator approves new accounts, on the form and after sending', async () => {
      setAppSettings({ registrasi: 'approval' });
      server.use(
        settingsIn('approval'),
        options,
        http.post('/api/auth/register', () => HttpResponse.json({ data: { ok: true } }, { status: 201 })),
      );
      const user = userEvent.setup();
      renderApp('/auth/register');
      expect(await screen.findByText(/An administrator approves new accounts/)).toBeInTheDocument();
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(location()).toBe('/auth/register/success'));
      expect(await screen.findByText(/we will e-mail you once it is approved/)).toBeInTheDocument();
    });

    it('closed: says registration is closed and offers no form', async () => {
      setAppSettings({ registrasi: 'closed' });
      server.use(settingsIn('closed'), options);
      renderApp('/auth/register');
      expect(await screen.findByText(/Registration is closed at the moment/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    });
  });
});
