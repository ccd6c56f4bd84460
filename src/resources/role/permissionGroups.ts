/**
 * The permission checklist's grouping and words: permissions grouped by the part before the first
 * dot, groups in the resources' declaration order, actions view, create, update, delete first.
 */
import type { Identifier, TranslateFunction } from 'react-admin';
import { labelIn } from '../../../domain/config/label';
import type { ResourceDef } from '../../../domain/resource';
import { RESOURCES } from '../../../domain/resources';
import { raName } from '../registry';

export interface PermissionRecord {
  id: Identifier;
  name: string;
  description?: string | null;
}

export interface PermissionGroup {
  prefix: string;
  items: PermissionRecord[];
}

const ACTION_ORDER = ['view', 'create', 'update', 'delete'];

const actionOf = (name: string) => name.slice(name.indexOf('.') + 1);
const rank = (name: string) => {
  const index = ACTION_ORDER.indexOf(actionOf(name));
  return index === -1 ? ACTION_ORDER.length : index;
};

/**
 * Groups by the part before the first dot: declared resources first (in declaration order), then
 * the others (dashboard, profile, ...); inside a group view, create, update, delete, then the rest.
 */
export function groupPermissions(
  permissions: readonly PermissionRecord[],
  resources: readonly ResourceDef[] = RESOURCES,
): PermissionGroup[] {
  const groups = new Map<string, PermissionRecord[]>();
  for (const p of permissions) {
    const prefix = p.name.includes('.') ? p.name.slice(0, p.name.indexOf('.')) : p.name;
    const list = groups.get(prefix) ?? [];
    list.push(p);
    groups.set(prefix, list);
  }
  const order = (prefix: string) => {
    const index = resources.findIndex((r) => r.permission === prefix);
    return index === -1 ? resources.length : index;
  };
  return [...groups]
    .map(([prefix, items]) => ({
      prefix,
      items: [...items].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => order(a.prefix) - order(b.prefix) || a.prefix.localeCompare(b.prefix));
}

/**
 * A group's title in the UI language: a configured resource's label (`labelIn`), a built-in
 * resource's catalog name, a self-service group's catalog name, else the prefix itself.
 */
export function permissionGroupTitle(
  prefix: string,
  translate: TranslateFunction,
  locale: string,
  resources: readonly ResourceDef[] = RESOURCES,
): string {
  const def = resources.find((r) => r.permission === prefix);
  if (!def) return translate(`app.resources.permission_groups.${prefix}`, { _: prefix });
  return (
    labelIn(def.label, locale) ?? translate(`resources.${raName(def)}.name`, { smart_count: 2, _: def.title })
  );
}

/** An action's name in the UI language (`mahasiswa.view` → "View"); an unknown action as written. */
export function permissionActionLabel(name: string, translate: TranslateFunction): string {
  const action = actionOf(name);
  return translate(`app.resources.permission_actions.${action}`, { _: action });
}
