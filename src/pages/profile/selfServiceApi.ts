import { api } from '../../providers/httpClient';

/** One live session of the signed-in user (GET /api/auth/sessions). */
export interface SessionRow {
  id: number;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

/** (`api` answers the body's `data`.) */
export const listSessions = () => api<SessionRow[]>('/api/auth/sessions');

export const signOutSession = (id: number) => api(`/api/auth/sessions/${id}`, { method: 'DELETE' });

export const signOutOthers = () =>
  api('/api/auth/sessions/revoke-others', { method: 'POST', body: JSON.stringify({}) });

export const requestEmailChange = (values: { current_password: string; email: string }) =>
  api<{ message: string }>('/api/auth/email-change', {
    method: 'POST',
    body: JSON.stringify(values),
  }).then((r) => r.message);

export const confirmEmailChange = (token: string) =>
  api<{ message: string }>('/api/auth/email-change/confirm', {
    method: 'POST',
    body: JSON.stringify({ token }),
  }).then((r) => r.message);

export const cancelEmailChange = (token: string) =>
  api<{ message: string }>('/api/auth/email-change/cancel', {
    method: 'POST',
    body: JSON.stringify({ token }),
  }).then((r) => r.message);
