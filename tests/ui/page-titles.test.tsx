/**
 * The page title (document.title) of every public page follows the UI language (spec: the route's
 * title; issue 12, point 4): sign-in, registration, forgotten password, reset, verification, the
 * 403 and the error pages, in English and in Arabic.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { renderApp } from './authApp';
import { i18nProvider } from '../../src/providers/i18nProvider';

const handlers = [
  http.get('/api/setting/apps/public', () => HttpResponse.json({ data: { nama_aplikasi: 'Wisuda Kampus' } })),
  http.get('/api/auth/registration-options', () => HttpResponse.json({ data: [] })),
  http.get('/api/auth/password-reset/:token', () => HttpResponse.json({ data: { valid: true } })),
  http.get('/api/auth/verify-email/:id/:token', () => HttpResponse.json({ data: { verified: true } })),
];

const PAGES: [string, string, string][] = [
  ['/auth/login', 'Sign in', 'تسجيل الدخول'],
  ['/auth/register', 'Create an account', 'إنشاء حساب'],
  ['/auth/forgot-password', 'Forgot password', 'نسيت كلمة المرور'],
  ['/auth/password-reset/tok-good', 'Set a new password', 'تعيين كلمة مرور جديدة'],
  ['/auth/verify-email/3/tok-good', 'E-mail verification', 'التحقق من البريد الإلكتروني'],
  ['/error/forbidden', 'Access denied', 'تم رفض الوصول'],
  ['/error/unavailable', 'Service unavailable', 'الخدمة غير متاحة'],
  ['/no/such/page', 'Page not found', 'الصفحة غير موجودة'],
];

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('public page titles', () => {
  it.each(PAGES)('%s: "%s" in English, "%s" in Arabic', async (path, english, arabic) => {
    server.use(...handlers);
    const first = renderApp(path);
    await waitFor(() => expect(document.title).toBe(`${english} | Wisuda Kampus`));
    expect(screen.getByRole('heading', { level: 1, name: english })).toBeInTheDocument();
    first.unmount();

    window.localStorage.setItem('currentLanguage', 'ar');
    await i18nProvider.changeLocale('ar');
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(`${arabic} | Wisuda Kampus`));
    expect(screen.getByRole('heading', { level: 1, name: arabic })).toBeInTheDocument();
  });
});
