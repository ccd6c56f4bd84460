/**
 * The sidebar menu as data (spec §3: title, path, icon, type, active, access, children), built
 * from the resource declarations (`menu` placement of each) plus the pages that are not resources.
 * Pure TypeScript: used by the sidebar, the header's menu search and the integrator tests.
 */
import type { MenuPlacement, ResourceDef } from './resource';
import { RESOURCES } from './resources';
import { ADMIN_ONLY, EVERYONE, ROLE_MAHASISWA, type RoleName } from './roles';

export type MenuGroupKey = MenuPlacement['group'];

export interface MenuItem {
  /** Stable key: the resource name, the page key or the submenu key. */
  key: string;
  /** Label as given by the spec (shown when no translation exists). */
  title: string;
  /** i18n key of the label. */
  i18nKey: string;
  /** Route of a link; absent on a submenu. */
  path?: string;
  /** MUI icon name (resolved by the client's icon map). */
  icon: string;
  type: 'link' | 'sub';
  /** True on the item of the current location (and on the submenu holding it). */
  active: boolean;
  /** Roles that see the item (a submenu: anyone who sees one of its children). */
  access: readonly RoleName[];
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

/** Menu labels of the spec where they differ from the page title. */
const MENU_TITLES: Record<string, string> = {
  perguruanTinggi: 'Perguruan Tinggi',
  bentukPt: 'Bentuk',
  appSettings: 'Application',
  user: 'Users',
  fileGroup: 'Grup Galeri',
};

interface PageItem {
  key: string;
  title: string;
  path: string;
  icon: string;
  access: readonly RoleName[];
  placement: Omit<MenuPlacement, 'icon'>;
}

/** Screens that are pages rather than declared resources. */
export const PAGE_ITEMS: readonly PageItem[] = [
  {
    key: 'dashboard',
    title: 'Dashboard',
    path: '/dashboard',
    icon: 'Dashboard',
    access: EVERYONE,
    placement: { group: 'general', order: 1 },
  },
  {
    key: 'galeriMahasiswa',
    title: 'Galeri',
    path: '/menu/mahasiswa/galeri',
    icon: 'PhotoLibrary',
    access: [ROLE_MAHASISWA],
    placement: { group: 'menu', order: 2 },
  },
  {
    key: 'galeriList',
    title: 'Galeri',
    path: '/menu/galeri/list',
    icon: 'Photo',
    access: ADMIN_ONLY,
    placement: { group: 'menu', parent: 'galeri', order: 2 },
  },
  {
    key: 'profile',
    title: 'Profile',
    path: '/setting/users/profile',
    icon: 'AccountCircle',
    access: [ROLE_MAHASISWA],
    placement: { group: 'setting', order: 5 },
  },
];

interface Entry {
  item: MenuItem;
  group: MenuGroupKey;
  parent?: string;
}

function leaf(
  key: string,
  title: string,
  path: string,
  icon: string,
  access: readonly RoleName[],
  order: number,
): MenuItem {
  return {
    key,
    title,
    i18nKey: `app.menu.items.${key}`,
    path,
    icon,
    type: 'link',
    active: false,
    access,
    order,
  };
}

function byOrder(a: MenuItem, b: MenuItem): number {
  return a.order - b.order || a.title.localeCompare(b.title);
}

/** The whole menu (every role), submenus assembled, groups in spec order. */
export function buildMenu(resources: readonly ResourceDef[] = RESOURCES): MenuGroup[] {
  const entries: Entry[] = [];
  for (const r of resources) {
    if (!r.menu) continue;
    const item = leaf(r.name, MENU_TITLES[r.name] ?? r.title, r.route, r.menu.icon, r.access, r.menu.order);
    entries.push({ item, group: r.menu.group, parent: r.menu.parent });
  }
  const declaredPaths = new Set(entries.map((e) => e.item.path));
  for (const p of PAGE_ITEMS) {
    if (declaredPaths.has(p.path)) continue; // a declared resource now owns that screen
    const item = leaf(p.key, p.title, p.path, p.icon, p.access, p.placement.order);
    entries.push({ item, group: p.placement.group, parent: p.placement.parent });
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
        access: [],
        children: [],
        order: known?.order ?? entry.item.order,
      };
      submenus.set(entry.parent, sub);
      groupOf(known?.group ?? entry.group).items.push(sub);
    }
    sub.children!.push(entry.item);
    sub.access = [...new Set([...sub.access, ...entry.item.access])];
  }
  for (const group of groups) {
    group.items.sort(byOrder);
    for (const item of group.items) item.children?.sort(byOrder);
  }
  return groups;
}

function visible(item: MenuItem, role: string): MenuItem | undefined {
  if (item.type === 'sub') {
    const children = (item.children ?? []).map((c) => visible(c, role)).filter((c): c is MenuItem => !!c);
    return children.length ? { ...item, children } : undefined;
  }
  return item.access.includes(role) ? item : undefined;
}

/**
 * The menu one role sees (spec §6: only items whose access list holds the user's first role);
 * empty groups and submenus are left out.
 */
export function menuFor(
  roleName: string | undefined,
  resources: readonly ResourceDef[] = RESOURCES,
): MenuGroup[] {
  if (!roleName) return [];
  return buildMenu(resources)
    .map((g) => ({ ...g, items: g.items.map((i) => visible(i, roleName)).filter((i): i is MenuItem => !!i) }))
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
