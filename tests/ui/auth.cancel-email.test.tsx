/**
 * The link mailed to the current address when a change of it is asked for: opened once, it cancels
 * the change and leads to choosing a new password; a used or expired one shows its own page.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { renderApp } from './authApp';

const settings = http.get('/api/setting/apps/public', () => HttpResponse.json({ data: {} }));

describe('cancel-email page', () => {
  it('cancels once (even under StrictMode), says so and offers a new password', async () => {
    const calls: unknown[] = [];
    server.use(
      settings,
      http.post('/api/auth/email-change/cancel', async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ data: { message: 'The change was cancelled.' } });
      }),
    );
    renderApp('/auth/cancel-email/tok123');
    expect(await screen.findByText('The change was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cancel the e-mail change' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(calls).toEqual([{ token: 'tok123' }]);
  });

  it('a change already confirmed, cancelled or expired shows the expired-link page', async () => {
    server.use(
      settings,
      http.post('/api/auth/email-change/cancel', () =>
        HttpResponse.json(
          { message: 'This change can no longer be cancelled.', errors: {} },
          { status: 410 },
        ),
      ),
    );
    renderApp('/auth/cancel-email/gone');
    expect(await screen.findByRole('heading', { name: 'Link expired or already used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });
});
