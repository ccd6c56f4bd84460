/**
 * The browser session (docs/product.md#session): the auth token lives in a cookie with a fixed name
 * AND under a fixed local-storage key; the stored user, role list and permission list sit beside it.
 * Everything that reads or writes the session goes through this module.
 */

export const TOKEN_COOKIE = 'wisuda_token';
export const TOKEN_KEY = 'wisuda.token';
export const USER_KEY = 'wisuda.user';
export const ROLES_KEY = 'wisuda.roles';
export const PERMISSIONS_KEY = 'wisuda.permissions';

export interface SessionRole {
  id: number;
  name: string;
}

/** The stored user record (docs/product.md#session): id, name, roles (the first one counts), plus what the server sends. */
export interface SessionUser {
  id: number;
  name: string;
  email?: string;
  roles: SessionRole[];
  /** The universities the user is bound to; empty (or missing, from an older session): the company's staff. */
  pt_ids?: number[];
  [extra: string]: unknown;
}

export interface Session {
  token: string;
  user: SessionUser;
  roles: SessionRole[];
  permissions: string[];
}

/** Fired on window whenever the session is saved or cleared, so open views can react. */
export const SESSION_EVENT = 'wisuda:session';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandbox): fall back to the cookie only
  }
}

function readJson<T>(key: string): T | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EVENT));
}

/** The token: the cookie first (docs/product.md#session), local storage as the second copy. */
export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || storage()?.getItem(TOKEN_KEY) || undefined;
}

export function getStoredUser(): SessionUser | undefined {
  return readJson<SessionUser>(USER_KEY);
}

export function getRoles(): SessionRole[] {
  return readJson<SessionRole[]>(ROLES_KEY) ?? getStoredUser()?.roles ?? [];
}

/**
 * The permissions of the user's first role (the server sends only those: docs/product.md#roles-and-access, only the first
 * role counts); they decide which screens, menu items and pages the user gets (domain/access.ts).
 */
export function getPermissions(): string[] {
  return readJson<string[]>(PERMISSIONS_KEY) ?? [];
}

/** The stored permission list as stored (a primitive snapshot for useSyncExternalStore). */
export function getPermissionsText(): string {
  return storage()?.getItem(PERMISSIONS_KEY) ?? '[]';
}

/** The universities the signed-in user is bound to (empty for the company's own staff). */
export function getPtIds(): number[] {
  const ids = getStoredUser()?.pt_ids;
  return Array.isArray(ids) ? ids.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
}

/** The first role's name (shown in the header; its permissions decide screen access, docs/product.md#roles-and-access). */
export function getFirstRoleName(): string | undefined {
  return getStoredUser()?.roles?.[0]?.name ?? getRoles()[0]?.name;
}

const THIRTY_DAYS = 60 * 60 * 24 * 30;

const endListeners = new Set<() => void>();

export function saveSession({ token, user, roles, permissions }: Session): void {
  // A new sign-in ends whatever session was there (or none): its lists are not this user's.
  for (const listener of endListeners) listener();
  writeCookie(TOKEN_COOKIE, token, THIRTY_DAYS);
  const s = storage();
  s?.setItem(TOKEN_KEY, token);
  s?.setItem(USER_KEY, JSON.stringify(user));
  s?.setItem(ROLES_KEY, JSON.stringify(roles));
  s?.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
  notify();
}

/** Replaces the stored permissions (and roles) with what the server holds now; keeps the token. */
export function savePermissions(permissions: string[], roles?: SessionRole[]): void {
  const s = storage();
  s?.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
  if (roles) s?.setItem(ROLES_KEY, JSON.stringify(roles));
  notify();
}

/** Replaces the stored user record (e.g. after the start-up reload, docs/product.md#session); keeps the token. */
export function saveUser(user: SessionUser): void {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/**
 * Be told whenever the session ends: logout, a 401 from any call (react-admin's or not), or a new
 * sign-in replacing it. The
 * option lists empty themselves here (options.ts), so the next user never sees this user's lists.
 */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Logout (docs/product.md#layout): token, user, role and permission are all removed. */
export function clearSession(): void {
  writeCookie(TOKEN_COOKIE, '', 0);
  const s = storage();
  for (const key of [TOKEN_KEY, USER_KEY, ROLES_KEY, PERMISSIONS_KEY]) s?.removeItem(key);
  for (const listener of endListeners) listener();
  notify();
}
