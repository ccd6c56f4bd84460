import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { fill, renderApp, signInAs, ADMIN_ROLE } from './authApp';
import { i18nProvider } from '../../src/providers/i18nProvider';

const settings = http.get('/api/setting/apps/public', () => HttpResponse.json({ data: {} }));
const location = () => screen.getByTestId('location').textContent;

describe('e-mail verification page', () => {
  it('confirms the address once (even under StrictMode) and offers the sign-in', async () => {
    const calls: string[] = [];
    server.use(
      settings,
      http.get('/api/auth/verify-email/:id/:token', ({ params }) => {
        calls.push(`${params.id}/${params.token}`);
        return HttpResponse.json({ data: { verified: true } });
      }),
    );
    renderApp('/auth/verify-email/15/abc123');
    expect(
      await screen.findByText('Your e-mail address is confirmed. You can sign in now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
    expect(calls).toEqual(['15/abc123']);
  });

  it('shows a used or expired link as its own page, with a new link on offer and a way home', async () => {
    const resent: unknown[] = [];
    server.use(
      settings,
      http.get('/api/auth/verify-email/:id/:token', () =>
        HttpResponse.json({ message: 'This link was already used.', errors: {} }, { status: 410 }),
      ),
      http.post('/api/auth/resend-verification', async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ data: { message: 'ok' } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/verify-email/15/used-token');
    expect(await screen.findByRole('heading', { name: 'Link expired or already used' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Link expired or already used \| /);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
    const form = screen.getByRole('form', { name: 'Send a new confirmation link' });
    await fill(user, within(form).getByLabelText(/^E-mail/), 'siti@example.test');
    await user.click(within(form).getByRole('button', { name: 'Send link again' }));
    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
    expect(resent).toEqual([{ email: 'siti@example.test' }]);
  });

  it('keeps explaining a failure that is not the link (throttled)', async () => {
    server.use(
      settings,
      http.get('/api/auth/verify-email/:id/:token', () =>
        HttpResponse.json({ message: 'Too many attempts.', errors: {} }, { status: 429 }),
      ),
    );
    renderApp('/auth/verify-email/15/busy-token');
    expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Link expired or already used' })).not.toBeInTheDocument();
  });
});

describe('forgot password page', () => {
  it('validates the address, then confirms without telling whether it is registered', async () => {
    const sent: unknown[] = [];
    server.use(
      settings,
      http.post('/api/auth/forgot-password', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/forgot-password');
    const email = await screen.findByLabelText(/^E-mail/);
    await fill(user, email, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Must be a valid e-mail address.');
    await user.clear(email);
    await fill(user, email, 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for nobody@example.test/)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'nobody@example.test' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  });
});

const usableLink = http.get('/api/auth/password-reset/:token', () =>
  HttpResponse.json({ data: { valid: true } }),
);

describe('password reset page', () => {
  it.each([
    ['en', 'Link expired or already used', 'Ask for a new reset link', 'Go to sign in'],
    [
      'ar',
      'الرابط منتهي الصلاحية أو مستخدم بالفعل',
      'طلب رابط جديد لإعادة التعيين',
      'الانتقال إلى تسجيل الدخول',
    ],
  ])(
    '%s: a used link shows the "link expired or already used" page, not the form',
    async (locale, title, again, home) => {
      window.localStorage.setItem('currentLanguage', locale);
      await i18nProvider.changeLocale(locale);
      const checked: string[] = [];
      server.use(
        settings,
        http.get('/api/auth/password-reset/:token', ({ params }) => {
          checked.push(String(params.token));
          return HttpResponse.json(
            { message: 'used', code: 'auth.resetUsed', errors: { token: ['used'] } },
            { status: 410 },
          );
        }),
      );
      try {
        renderApp('/auth/password-reset/tok-used');
        expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
        expect(document.title.startsWith(title)).toBe(true);
        expect(screen.getByText('410')).toBeInTheDocument();
        expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: again })).toHaveAttribute('href', '/auth/forgot-password');
        expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/auth/login');
        expect(checked).toContain('tok-used');
      } finally {
        await i18nProvider.changeLocale('en');
      }
    },
  );

  it('shows a rejected token in the alert and keeps the form', async () => {
    server.use(
      settings,
      usableLink,
      http.post('/api/auth/password-reset', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { token: ['This reset link has expired.'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth/password-reset/tok-old');
    await fill(user, await screen.findByLabelText(/^New password/), 'a-brand-new-pass');
    await fill(user, screen.getByLabelText(/^Confirm password/), 'a-brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('sets the new password with the token from the link and shows the success page', async () => {
    const sent: unknown[] = [];
    server.use(
      settings,
      usableLink,
      http.post('/api/auth/password-reset', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/password-reset/tok-good');
    await user.click(await screen.findByLabelText(/^New password/));
    await user.paste('x'.repeat(129));
    await user.click(screen.getByLabelText(/^Confirm password/));
    await user.paste('x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'The password may be at most 128 characters.',
    );
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await fill(user, screen.getByLabelText(/^New password/), 'a-brand-new-pass');
    await fill(user, screen.getByLabelText(/^Confirm password/), 'a-brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(location()).toBe('/auth/password-reset/success'));
    expect(sent).toEqual([
      { token: 'tok-good', password: 'a-brand-new-pass', password_confirmation: 'a-brand-new-pass' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  });
});

describe('signed-in visitor on the login page', () => {
  it('goes straight to the redirect target', async () => {
    server.use(
      settings,
      http.get('/api/setting/users/user/:id', () => HttpResponse.json({ data: {} })),
    );
    signInAs(ADMIN_ROLE);
    renderApp('/auth/login?redirect=%2Fmaster%2Fmahasiswa');
    await waitFor(() => expect(location()).toBe('/master/mahasiswa'));
  });
});
