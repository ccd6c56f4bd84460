/**
 * The language a signed-in user picks is kept on the server (PUT /api/auth/language), so the mails
 * they get are written in it (issue 12, point 4: mails in the recipient's language).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from './msw';
import { ADMIN_ROLE, signInAs } from './authApp';
import { renderShell, shellHandlers } from './shellApp';
import { i18nProvider } from '../../src/providers/i18nProvider';

afterEach(async () => {
  await act(() => i18nProvider.changeLocale('en'));
});

describe('language preference', () => {
  it('picking Arabic in the header stores ar as the user’s language', async () => {
    shellHandlers();
    const kept: unknown[] = [];
    server.use(
      http.put('/api/auth/language', async ({ request }) => {
        kept.push(await request.json());
        return HttpResponse.json({ data: { language: 'ar' } });
      }),
    );
    signInAs(ADMIN_ROLE);
    renderShell('/dashboard');
    await screen.findByText('Screen /dashboard', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'EN, Language: English (US)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'العربية (AE)' }));
    await waitFor(() => expect(kept).toEqual([{ language: 'ar' }]));
  });
});
