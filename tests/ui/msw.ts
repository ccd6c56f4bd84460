/**
 * The shared msw server of the UI tests. It starts with two handlers: `/api/auth/me` answers the
 * session the test signed in with (the app reloads the permissions on start), and the common-password
 * buckets are the server's own (the password forms look passwords up as they are checked); each test declares
 * the other API answers it needs with `server.use(http.get('/api/...', ...))`; an unhandled request
 * fails the test.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PERMISSIONS_KEY, ROLES_KEY } from '../../src/providers/session';
import { commonPasswordBucket } from '../../server/auth/common-passwords';

const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

/** The signed-in session as stored, as the server would answer it. */
export const sessionEcho = http.get('/api/auth/me', () =>
  HttpResponse.json({ data: { roles: stored(ROLES_KEY) ?? [], permissions: stored(PERMISSIONS_KEY) ?? [] } }),
);

/** The common-password list's buckets, from the server's list (server/auth/common-passwords.ts). */
export const commonPasswordBuckets = http.get('/api/auth/common-passwords/:prefix', ({ params }) =>
  HttpResponse.json({ data: commonPasswordBucket(String(params.prefix)) }),
);

/** The plan meters (the dashboard's card, the shell's notice of an ended subscription): none by default. */
export const noPlanUsage = http.get('/api/plans/usage', () =>
  HttpResponse.json({ data: { scoped: false, pts: [] } }),
);

/** The ceremony's tickets card on the student's dashboard: a student who does not attend by default. */
export const noCeremonyTickets = http.get('/api/plugins/ceremony/me/tickets', () =>
  HttpResponse.json({ data: { attending: false, acara: null } }),
);

/** The ceremony's stage photo card on the student's dashboard: no stage photo by default. */
export const noStagePhotos = http.get('/api/plugins/ceremony/me/stage-photos', () =>
  HttpResponse.json({ data: { ids: [], group_ids: [] } }),
);

export const server = setupServer(
  sessionEcho,
  commonPasswordBuckets,
  noPlanUsage,
  noCeremonyTickets,
  noStagePhotos,
);
