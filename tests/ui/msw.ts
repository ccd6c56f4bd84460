/**
 * The shared msw server of the UI tests. It starts with one handler only: `/api/auth/me` answers the
 * session the test signed in with (the app reloads the permissions on start); each test declares
 * the other API answers it needs with `server.use(http.get('/api/...', ...))`; an unhandled request
 * fails the test.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PERMISSIONS_KEY, ROLES_KEY } from '../../src/providers/session';

const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

/** The signed-in session as stored, as the server would answer it. */
export const sessionEcho = http.get('/api/auth/me', () =>
  HttpResponse.json({ data: { roles: stored(ROLES_KEY) ?? [], permissions: stored(PERMISSIONS_KEY) ?? [] } }),
);

export const server = setupServer(sessionEcho);
