/**
 * The sidebar menu as data (docs/product.md#layout: title, path, icon, type, active, access, children), built
 * from the resource declarations (`menu` placement of each) plus the pages of domain/pages.ts.
 * Who sees an item: its permission, held by the user's first role (domain/access.ts).
 * Pure TypeScript: used by the sidebar, the header's menu search and the integrator tests.
 */
import { allowed, type AccessRule, type HeldPermissions } from './access';
import { labelIn, type Label } from './config/label';
import { PAGES, type PageDef } from './pages';
import { permissionName, type MenuPlacement, type ResourceDef } from './resource';
import { BUILTIN_RESOURCES, RESOURCES } from './resources';

export type MenuGroupKey = MenuPlacement['group'];

export interface MenuItem extends Partial<AccessRule> {
  /** Stable key: the resource name, the page key or the submenu key. */
  key: string;
  /** The product's own label (shown when no translation exists). */
  title: string;
  /**
   * The label per language of a configured resource or page (its menu `title`, else its label):
   * its text for the UI language wins over the catalog (`labelIn`).
   */
  label?: Label;
  /** i18n key of the label. */
  i18nKey: string;
  /** Route of a link; absent on a submenu. */
  path?: string;
  /** MUI icon name (resolved by the client's icon map). */
  icon: string;
  type: 'link' | 'sub';
  /** True on the item of the current location (and on the submenu holding it). */
  active: boolean;
  /**
   * A link: the permission the first role needs (`permission`, and not `unlessHeld`). A submenu
   * has none: it shows when one of its children does.
   */
  children?: MenuItem[];
  order: number;
}

export interface MenuGroup {
  key: MenuGroupKey;
  title: string;
  i18nKey: string;
  items: MenuItem[];
}

export const MENU_GROUPS: readonly { key: MenuGroupKey; title: string }[] = [
  { key: 'general', title: 'General' },
  { key: 'menu', title: 'Menu' },
  { key: 'master', title: 'Data Master' },
  { key: 'setting', title: 'Setting' },
];

/** Submenus a placement may name as `parent`. */
export const SUBMENUS: Record<string, { group: MenuGroupKey; title: string; icon: string; order: number }> = {
  perguruanTinggi: { group: 'master', title: 'Perguruan Tinggi', icon: 'School', order: 1 },
  galeri: { group: 'menu', title: 'Galeri', icon: 'Collections', order: 3 },
  hakAkses: { group: 'setting', title: 'Hak Akses', icon: 'Security', order: 4 },
};

interface Entry {
  item: MenuItem;
  group: MenuGroupKey;
  parent?: string;
}

function leaf(
  key: string,
  title: string,
  label: Label | undefined,
  path: string,
  icon: string,
  rule: AccessRule,
  order: number,
): MenuItem {
  return {
    key,
    title,
    ...(label !== undefined ? { label } : {}),
    i18nKey: `app.menu.items.${key}`,
    path,
    icon,
    type: 'link',
    active: false,
    permission: rule.permission,
    ...(rule.unlessHeld ? { unlessHeld: rule.unlessHeld } : {}),
    order,
  };
}

/**
 * The label that must win over the catalog: a configured resource's menu title or label, or a
 * menu title the config gave a built-in resource (one its own declaration does not carry).
 */
function configuredLabel(r: ResourceDef): Label | undefined {
  if (r.label !== undefined) return r.menu?.title ?? r.label;
  const declared = BUILTIN_RESOURCES.find((b) => b.name === r.name)?.menu?.title;
  return r.menu?.title !== undefined && r.menu.title !== declared ? r.menu.title : undefined;
}

function resourceEntry(r: ResourceDef, menu: MenuPlacement): Entry {
  const label = configuredLabel(r);
  const title = labelIn(menu.title, 'id') ?? labelIn(label, 'id') ?? r.title;
  const rule = { permission: permissionName(r, 'view') };
  const item = leaf(r.name, title, label, r.route, menu.icon, rule, menu.order);
  return { item, group: menu.group, parent: menu.parent };
}

function pageEntry(p: PageDef, menu: MenuPlacement): Entry {
  const label = p.label !== undefined ? (menu.title ?? p.label) : undefined;
  const title = labelIn(menu.title, 'id') ?? p.title;
  const item = leaf(p.key, title, label, p.path, menu.icon, p, menu.order);
  return { item, group: menu.group, parent: menu.parent };
}

// One collator for every comparison: `localeCompare` sets one up per call.
const titleOrder = new Intl.Collator('id');

function byOrder(a: MenuItem, b: MenuItem): number {
  return a.order - b.order || titleOrder.compare(a.title, b.title);
}

let declaredMenu: MenuGroup[] | undefined;

/** The menu of the declarations themselves, built once for every component showing it. */
function menuOf(resources: readonly ResourceDef[], pages: readonly PageDef[]): readonly MenuGroup[] {
  if (resources !== RESOURCES || pages !== PAGES) return buildMenu(resources, pages);
  return (declaredMenu ??= buildMenu());
}

/** The whole menu (every permission), submenus assembled, groups in the order of docs/product.md#layout. */
export function buildMenu(
  resources: readonly ResourceDef[] = RESOURCES,
  pages: readonly PageDef[] = PAGES,
): MenuGroup[] {
  const entries: Entry[] = [];
  for (const r of resources) if (r.menu) entries.push(resourceEntry(r, r.menu));
  const declaredPaths = new Set(entries.map((e) => e.item.path));
  for (const p of pages) {
    if (!p.menu || declaredPaths.has(p.path)) continue; // a declared resource owns that screen
    entries.push(pageEntry(p, p.menu));
  }

  const submenus = new Map<string, MenuItem>();
  const groups: MenuGroup[] = MENU_GROUPS.map((g) => ({
    key: g.key,
    title: g.title,
    i18nKey: `app.menu.groups.${g.key}`,
    items: [],
  }));
  const groupOf = (key: MenuGroupKey) => groups.find((g) => g.key === key) ?? groups[groups.length - 1];

  for (const entry of entries) {
    if (!entry.parent) {
      groupOf(entry.group).items.push(entry.item);
      continue;
    }
    let sub = submenus.get(entry.parent);
    if (!sub) {
      const known = SUBMENUS[entry.parent];
      sub = {
        key: entry.parent,
        title: known?.title ?? entry.parent,
        i18nKey: `app.menu.submenus.${entry.parent}`,
        icon: known?.icon ?? entry.item.icon,
        type: 'sub',
        active: false,
        children: [],
        order: known?.order ?? entry.item.order,
      };
      submenus.set(entry.parent, sub);
      groupOf(known?.group ?? entry.group).items.push(sub);
    }
    sub.children!.push(entry.item);
  }
  for (const group of groups) {
    group.items.sort(byOrder);
    for (const item of group.items) item.children?.sort(byOrder);
  }
  return groups;
}

function visible(item: MenuItem, held: HeldPermissions): MenuItem | undefined {
  if (item.type === 'sub') {
    const children = (item.children ?? []).map((c) => visible(c, held)).filter((c): c is MenuItem => !!c);
    return children.length ? { ...item, children } : undefined;
  }
  return allowed({ permission: item.permission, unlessHeld: item.unlessHeld }, held) ? item : undefined;
}

/**
 * The menu of the user's first role (docs/product.md#roles-and-access), given that role's permissions: only the items
 * whose permission it holds; empty groups and submenus are left out.
 */
export function menuFor(
  permissions: HeldPermissions,
  resources: readonly ResourceDef[] = RESOURCES,
  pages: readonly PageDef[] = PAGES,
): MenuGroup[] {
  if (!permissions) return [];
  return menuOf(resources, pages)
    .map((g) => ({
      ...g,
      items: g.items.map((i) => visible(i, permissions)).filter((i): i is MenuItem => !!i),
    }))
    .filter((g) => g.items.length > 0);
}

/** Every link of a menu (submenus opened), in display order. */
export function menuLinks(groups: readonly MenuGroup[]): MenuItem[] {
  const out: MenuItem[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.type === 'link') out.push(item);
      if (item.children) walk(item.children);
    }
  };
  for (const g of groups) walk(g.items);
  return out;
}

/**
 * The menu with `active` set on the link whose path is the longest prefix of the location (so
 * `/master/perguruan-tinggi/edit/3` marks Perguruan Tinggi, `/master/perguruan-tinggi/bentuk` marks
 * Bentuk) and on the submenu holding it.
 */
export function markActive(groups: readonly MenuGroup[], pathname: string): MenuGroup[] {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const best = menuLinks(groups)
    .filter((l) => l.path && (clean === l.path || clean.startsWith(`${l.path}/`)))
    .sort((a, b) => b.path!.length - a.path!.length)[0];
  const mark = (item: MenuItem): MenuItem => {
    if (item.type === 'sub') {
      const children = (item.children ?? []).map(mark);
      return { ...item, children, active: children.some((c) => c.active) };
    }
    return { ...item, active: !!best && item.path === best.path };
  };
  return groups.map((g) => ({ ...g, items: g.items.map(mark) }));
}
