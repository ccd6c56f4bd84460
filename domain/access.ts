/**
 * Who sees what (docs/product.md#roles-and-access): permissions decide, and only the user's FIRST role
 * counts. A screen, a route and a menu item each name the permission they need (`<resource>.view`
 * for a resource's list, a page's declared permission); the caller passes the permissions of its
 * first role (what `/api/auth/login` and `/api/auth/me` return, and what the server enforces).
 * Pure TypeScript: used by the route guard, the menu, the dashboard and the tests alike.
 */
import { actionsOf, permissionName, type Action, type ResourceDef } from './resource';
import { PAGE_PERMISSIONS, SELF_SERVICE_PERMISSIONS } from './roles';

/** The first role's permissions, as a list or a set (undefined or empty: signed out, sees nothing). */
export type HeldPermissions = ReadonlySet<string> | readonly string[] | undefined;

/** What a screen, route or menu item asks of the first role. */
export interface AccessRule {
  /** The permission the first role must hold; none: every signed-in user (the dashboard). */
  permission?: string;
  /**
   * Not offered to a role that also holds this one: it has the fuller screen for the same thing
   * (the student gallery gives way to the gallery of whoever may open every group).
   */
  unlessHeld?: string;
}

export function holds(held: HeldPermissions, permission: string): boolean {
  if (!held) return false;
  return 'has' in held ? held.has(permission) : held.includes(permission);
}

/** True when the first role's permissions let it see the screen. */
export function allowed(rule: AccessRule, held: HeldPermissions): boolean {
  if (!held) return false;
  const granted = rule.permission === undefined || holds(held, rule.permission);
  return granted && !(rule.unlessHeld !== undefined && holds(held, rule.unlessHeld));
}

/**
 * Every permission the declarations define: each resource's actions, then those of screens that are
 * no resource's (the audit log), then the self-service ones.
 */
export function declaredPermissions(resources: readonly ResourceDef[]): string[] {
  return [
    ...resources.flatMap((r) => actionsOf(r).map((a) => permissionName(r, a))),
    ...Object.keys(PAGE_PERMISSIONS),
    ...SELF_SERVICE_PERMISSIONS,
  ];
}

/**
 * Delegation (docs/security.md): of `permissions` (what a role holds, or what a write would grant),
 * those the caller may not pass on, sorted. Nobody grants a permission they do not hold; the built-in
 * self-service ones (their own dashboard, profile and photos: what every student holds) may be passed
 * on by anyone. Empty: the caller may grant them all (the Administrator holds every permission).
 */
export function cannotGrant(held: HeldPermissions, permissions: Iterable<string>): string[] {
  const missing = new Set<string>();
  for (const p of permissions) {
    if (!holds(held, p) && !(SELF_SERVICE_PERMISSIONS as readonly string[]).includes(p)) missing.add(p);
  }
  return [...missing].sort();
}

/** At most `max` names of a list, then `…`: what a message names of the permissions missing. */
export function nameList(names: readonly string[], max = 6): string {
  return names.length > max ? `${names.slice(0, max).join(', ')}, …` : names.join(', ');
}

/**
 * What a user may do with a resource's records: `view` (list, show, export), `create` (and import),
 * `update`, `delete`. A right needs the resource to declare the action and the first role to hold
 * its permission (`<resource>.<action>`): the same rule the server enforces on each route.
 */
export type ResourceRight = 'view' | 'create' | 'update' | 'delete' | 'import' | 'export';

/** The action whose permission a right needs: an import creates records, an export reads them. */
export function actionOfRight(right: ResourceRight): Action {
  if (right === 'import') return 'create';
  if (right === 'export') return 'view';
  return right;
}

export function mayDo(def: ResourceDef, right: ResourceRight, held: HeldPermissions): boolean {
  const action = actionOfRight(right);
  return actionsOf(def).includes(action) && holds(held, permissionName(def, action));
}

/**
 * The right a react-admin access check asks for (`authProvider.canAccess`: `list`, `show`,
 * `create`, `edit`, `delete`, `export`, and Wisuda's `import`); undefined: not a record action.
 */
export function rightOfRaAction(action: string): ResourceRight | undefined {
  const rights: Record<string, ResourceRight> = {
    list: 'view',
    show: 'view',
    view: 'view',
    read: 'view',
    create: 'create',
    clone: 'create',
    edit: 'update',
    update: 'update',
    delete: 'delete',
    import: 'import',
    export: 'export',
  };
  return Object.hasOwn(rights, action) ? rights[action] : undefined;
}
