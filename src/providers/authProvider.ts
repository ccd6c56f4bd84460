/**
 * react-admin 5 AuthProvider over the Wisuda auth API (docs/product.md#session, #failures).
 * The session itself (cookie + local storage) lives in `session.ts`; calls go through `httpClient`.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { api } from './httpClient';
import {
  clearSession,
  getPermissions,
  getStoredUser,
  getToken,
  savePermissions,
  saveSession,
  saveUser,
  type SessionRole,
  type SessionUser,
} from './session';

export const LOGIN_PATH = '/auth/login';
export const AFTER_LOGIN_PATH = '/dashboard';
export const FORBIDDEN_PATH = '/error/forbidden';

export interface LoginParams {
  /** E-mail address or NIM. */
  login: string;
  password: string;
}

interface LoginResponse {
  token: string;
  user: SessionUser;
  roles?: SessionRole[];
  permissions?: string[];
}

/**
 * Only same-origin relative paths are followed after sign-in (no open redirect):
 * they must start with one `/` (not `//` or `/\`), and auth pages are never a destination.
 */
export function safeRedirect(target: string | null | undefined, fallback = AFTER_LOGIN_PATH): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  if (/[\u0000-\u001f]/.test(target)) return fallback; // eslint-disable-line no-control-regex -- rejects control characters smuggled into the path
  if (target === '/' || target.startsWith('/auth/') || target.startsWith('/login')) return fallback;
  return target;
}

/** `/auth/login?redirect=<path>` for a path the user should come back to after signing in. */
export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo || '/')}`;
}

function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search } = window.location;
  return pathname.startsWith('/auth/') ? '/' : `${pathname}${search}`;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The user record may list its roles as `{ id, name }` objects or as bare ids (the users resource
 * sends ids for its form). Ids are named from the roles known at sign-in; unknown shapes keep them.
 */
export function normalizeRoles(value: unknown, known: SessionRole[]): SessionRole[] {
  if (!Array.isArray(value) || value.length === 0) return known;
  const out: SessionRole[] = [];
  for (const item of value) {
    if (item && typeof item === 'object' && typeof (item as SessionRole).name === 'string') {
      out.push({ id: Number((item as SessionRole).id), name: (item as SessionRole).name });
    } else if (typeof item === 'number' || typeof item === 'string') {
      const match = known.find((r) => String(r.id) === String(item));
      if (!match) return known;
      out.push(match);
    } else {
      return known;
    }
  }
  return out;
}

/**
 * The first role's permissions as the server holds them now: an administrator may have changed
 * the role since sign-in, and the screens must follow (the server already enforces the new ones).
 */
async function reloadPermissions(): Promise<void> {
  try {
    const me = await api<{ user?: { pt_ids?: number[] }; roles?: SessionRole[]; permissions?: string[] }>(
      '/auth/me',
    );
    if (getToken() && Array.isArray(me?.permissions)) savePermissions(me.permissions, me.roles);
    // The universities follow too: the switcher and the preset university read them.
    const stored = getStoredUser();
    const ptIds = me?.user?.pt_ids;
    if (getToken() && stored && Array.isArray(ptIds)) saveUser({ ...stored, pt_ids: ptIds.map(Number) });
  } catch (error) {
    console.error('Reloading the permissions failed', error);
  }
}

/**
 * docs/product.md#session: on application start the stored user is reloaded from the server (and the permissions
 * with it). Failures are only logged (docs/product.md#failures); a 401 has already cleared the session inside httpClient.
 */
export async function reloadStoredUser(): Promise<SessionUser | undefined> {
  const stored = getStoredUser();
  if (!stored || !getToken()) return undefined;
  void reloadPermissions();
  try {
    const fresh = await api<Partial<SessionUser>>(
      `/setting/users/user/${encodeURIComponent(String(stored.id))}`,
    );
    if (!fresh || typeof fresh !== 'object') return stored;
    const user: SessionUser = {
      ...stored,
      ...fresh,
      id: stored.id,
      name: typeof fresh.name === 'string' ? fresh.name : stored.name,
      roles: normalizeRoles(fresh.roles, stored.roles),
    };
    if (getToken()) saveUser(user);
    return user;
  } catch (error) {
    console.error('Reloading the signed-in user failed', error);
    return undefined;
  }
}

let userReload: Promise<SessionUser | undefined> | undefined;

/**
 * `reloadStoredUser` once per page load: asked for by the start-up while the code loads
 * (src/routeData.ts) and by the route guard, whichever comes first.
 */
export function reloadStoredUserOnce(): Promise<SessionUser | undefined> {
  userReload ??= reloadStoredUser();
  return userReload;
}

/** Test hook: forget that the user was reloaded in this page load. */
export function resetUserReloadForTests(): void {
  userReload = undefined;
}

export const authProvider: AuthProvider = {
  async login({ login, password }: LoginParams) {
    const data = await api<LoginResponse>('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ login: login.trim(), password }),
    });
    const roles = data.roles ?? data.user.roles ?? [];
    // Also empties the option lists (options.ts): lists loaded for someone else are not this user's.
    saveSession({
      token: data.token,
      user: { ...data.user, roles: data.user.roles ?? roles },
      roles,
      permissions: data.permissions ?? [],
    });
  },

  async logout() {
    if (getToken()) {
      try {
        await api('/auth/logout', { method: 'POST' });
      } catch (error) {
        console.error('Logout failed', error); // docs/product.md#failures: only logged
      }
    }
    clearSession(); // also empties the option lists (options.ts): the next user never sees them
    return loginPathFor('/');
  },

  async checkAuth() {
    if (!getToken()) {
      throw { redirectTo: loginPathFor(currentPath()), message: false };
    }
  },

  async checkError(error: unknown) {
    if (statusOf(error) === 401) {
      clearSession(); // and the option lists with it
      throw { redirectTo: loginPathFor(currentPath()), message: 'ra.notification.logged_out' };
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getStoredUser();
    if (!user) throw new Error('Not signed in');
    const foto = typeof user.foto === 'string' ? user.foto : undefined;
    return { id: user.id, fullName: user.name, avatar: foto };
  },

  async getPermissions() {
    return getPermissions();
  },

  /**
   * react-admin's access checks (its list, form and show screens, its buttons, and
   * src/resources/access.ts): a resource's action is open when the resource declares it and the first
   * role holds its permission (domain/access.ts), as the server decides. The declarations load
   * with the first check, not with the sign-in page.
   */
  async canAccess({ resource, action }: { resource: string; action: string }) {
    const [{ mayDo, rightOfRaAction }, { defByRaName }] = await Promise.all([
      import('../../domain/access'),
      import('../resources/registry'),
    ]);
    const def = defByRaName(resource);
    const right = rightOfRaAction(action);
    // not a declared resource or record action: the route guard and the server decide
    if (!def || !right) return true;
    return mayDo(def, right, getPermissions());
  },
};
