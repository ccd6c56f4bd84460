/**
 * The error pages (issue 12, point 5): branded, in the UI language, with a way home. An unknown
 * route is not found (signed in: inside the main layout; signed out: the public frame, not the
 * sign-in page); 500 and 503 have their own pages with a retry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { renderApp, signInAs, ADMIN_ROLE } from './authApp';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { clearSession } from '../../src/providers/session';
import { api } from '../../src/providers/httpClient';
import { renderShell, shellHandlers } from './shellApp';

const settings = http.get('/api/setting/apps/public', () =>
  HttpResponse.json({ data: { nama_aplikasi: 'Wisuda Kampus' } }),
);
const location = () => screen.getByTestId('location').textContent;

async function inLanguage(locale: string) {
  window.localStorage.setItem('currentLanguage', locale);
  await i18nProvider.changeLocale(locale);
}

afterEach(async () => {
  clearSession();
  await i18nProvider.changeLocale('en');
});

describe('not-found page', () => {
  it('a signed-in user sees a localized 404 in the layout with a link to the dashboard', async () => {
    server.use(settings);
    signInAs(ADMIN_ROLE);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('main-layout')).toContainElement(screen.getByTestId('error-page-not_found'));
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    // the title names the app as its settings do: they may answer after the page is drawn
    await waitFor(() => expect(document.title).toBe('Page not found | Wisuda Kampus'));
    expect(location()).toBe('/no/such/page');
  });

  it('in Arabic: every word Arabic', async () => {
    server.use(settings);
    signInAs(ADMIN_ROLE);
    await inLanguage('ar');
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
  });

  it('a signed-out visitor sees the 404 too (not the sign-in page), with the sign-in as the way home', async () => {
    server.use(settings);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
    expect(location()).toBe('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page not found | Wisuda Kampus'));
  });

  it('a protected page still sends a signed-out visitor to the sign-in page', async () => {
    server.use(settings);
    renderApp('/master/mahasiswa');
    await screen.findByRole('heading', { name: /sign in/i });
    expect(location()).toMatch(/^\/auth\/login\?redirect=/);
  });
});

describe('500 and 503 pages', () => {
  it.each([
    ['/error/server-error', 'Something went wrong', '500'],
    ['/error/unavailable', 'Service unavailable', '503'],
  ])('%s: branded, localized, a way home and a retry', async (path, title, code) => {
    server.use(settings);
    signInAs(ADMIN_ROLE);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // the brand comes with the app settings, which may answer after the page is drawn
    expect(await screen.findByText('Wisuda Kampus')).toBeInTheDocument();
  });

  it('in Indonesian', async () => {
    server.use(settings);
    await inLanguage('id');
    renderApp('/error/unavailable');
    expect(await screen.findByRole('heading', { name: 'Layanan tidak tersedia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke halaman masuk' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});

describe('a read answered 503 leads to the service-unavailable page', () => {
  it('GET 503 → /error/unavailable; a failed save (POST 503) stays on its screen', async () => {
    shellHandlers();
    server.use(
      http.get('/api/probe', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
      http.post('/api/probe', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    signInAs(ADMIN_ROLE);
    renderShell('/menu/acara');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/menu/acara'));
    await expect(api('/api/probe', { method: 'POST', body: '{}' })).rejects.toMatchObject({ status: 503 });
    expect(screen.getByTestId('location').textContent).toBe('/menu/acara');
    await expect(api('/api/probe')).rejects.toMatchObject({ status: 503 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/error/unavailable'));
  });
});
