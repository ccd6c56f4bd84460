import { describe, expect, it } from 'vitest';
import { declaredPermissions } from '../../domain/access';
import { buildMenu, markActive, menuFor, menuLinks, type MenuGroup } from '../../domain/menu';
import { PAGES } from '../../domain/pages';
import { RESOURCES } from '../../domain/resources';
import { defineResource } from '../../domain/resource';
import { SELF_SERVICE_PERMISSIONS } from '../../domain/roles';
import { PROTECTED_ROUTES } from '../../domain/routes';
import { STOCK_PAGES, STOCK_RESOURCES } from '../fixtures/config/stock';

/** What the seed gives the two built-in roles (server/db/seed.ts): everything, and self-service. */
const ROLE_ADMIN = declaredPermissions(STOCK_RESOURCES);
const ROLE_MAHASISWA = [...SELF_SERVICE_PERMISSIONS];

function outline(groups: MenuGroup[]) {
  return groups.map((g) => ({
    group: g.title,
    items: g.items.map((i) => (i.children ? { [i.title]: i.children.map((c) => c.title) } : i.title)),
  }));
}

describe('menu', () => {
  it('gives the administrator the groups and items of the spec, and their own profile', () => {
    expect(outline(menuFor(ROLE_ADMIN, STOCK_RESOURCES, STOCK_PAGES))).toEqual([
      { group: 'General', items: ['Dashboard'] },
      // Spec: Menu (Acara, Mahasiswa, Galeri), Data Master (Perguruan Tinggi submenu).
      { group: 'Menu', items: ['Acara', 'Mahasiswa', { Galeri: ['Grup Galeri', 'Galeri'] }] },
      {
        group: 'Data Master',
        items: [{ 'Perguruan Tinggi': ['Perguruan Tinggi', 'Bentuk', 'Fakultas', 'Program Studi'] }],
      },
      {
        group: 'Setting',
        items: [
          'Application',
          'Paket Berlangganan',
          'Users',
          { 'Hak Akses': ['Role', 'Permission'] },
          'Profile',
          'Mail Outbox',
          'Log Audit',
        ],
      },
    ]);
  });

  it('gives a Mahasiswa only Dashboard, Galeri and Profile', () => {
    const links = menuLinks(menuFor(ROLE_MAHASISWA, STOCK_RESOURCES, STOCK_PAGES));
    expect(links.map((l) => l.path)).toEqual([
      '/dashboard',
      '/menu/mahasiswa/galeri',
      '/setting/users/profile',
    ]);
  });

  it('shows a role without permissions only the dashboard and its own profile, and nobody nothing', () => {
    const keys = (held: string[] | Set<string>) =>
      menuLinks(menuFor(held, STOCK_RESOURCES, STOCK_PAGES)).map((l) => l.key);
    // Every signed-in user has a profile (issue 12.6: the page needs no permission).
    expect(keys([])).toEqual(['dashboard', 'profile']);
    expect(keys(new Set(['laporan.print']))).toEqual(['dashboard', 'profile']);
    expect(menuFor(undefined)).toEqual([]);
  });

  it("keeps the stock menu's links, in order, in this installation's menu, beside what its config adds", () => {
    const installation = menuLinks(menuFor(declaredPermissions(RESOURCES))).map((l) => l.key);
    const stock = menuLinks(menuFor(ROLE_ADMIN, STOCK_RESOURCES, STOCK_PAGES)).map((l) => l.key);
    expect(installation.filter((key) => stock.includes(key))).toEqual(stock);
    const configured = RESOURCES.filter((r) => r.menu && !STOCK_RESOURCES.some((s) => s.name === r.name));
    for (const r of configured) expect(installation, r.name).toContain(r.name);
    for (const page of PAGES.filter((p) => p.component && p.menu)) expect(installation).toContain(page.key);
  });

  it('every link leads to a protected route asking the same permission', () => {
    for (const link of menuLinks(buildMenu())) {
      const route = PROTECTED_ROUTES.find((r) => r.path === link.path);
      expect(route, link.path).toBeDefined();
      expect(link.permission, link.path).toBe(route!.permission);
      expect(link.unlessHeld, link.path).toBe(route!.unlessHeld);
    }
  });

  it('puts a newly declared resource with a menu placement into the menu', () => {
    const wisudawan = defineResource({
      name: 'toga',
      table: 'toga',
      apiPath: '/master/toga',
      route: '/master/toga',
      title: 'Toga',
      permission: 'toga',
      fields: { ukuran: { type: 'text', required: true } },
      labelField: 'ukuran',
      listColumns: ['ukuran'],
      searchFields: ['ukuran'],
      filterFields: [],
      sortFields: ['ukuran'],
      defaultSort: { field: 'ukuran', order: 'ASC' },
      menu: { group: 'master', parent: 'perguruanTinggi', icon: 'Checkroom', order: 9 },
    });
    const admin = menuFor([...ROLE_ADMIN, 'toga.view'], [...STOCK_RESOURCES, wisudawan], STOCK_PAGES);
    const pt = admin.find((g) => g.key === 'master')!.items.find((i) => i.key === 'perguruanTinggi')!;
    expect(pt.children!.at(-1)).toMatchObject({ title: 'Toga', path: '/master/toga', icon: 'Checkroom' });
    expect(
      menuLinks(menuFor(ROLE_MAHASISWA, [...STOCK_RESOURCES, wisudawan], STOCK_PAGES)).map((l) => l.path),
    ).not.toContain('/master/toga');
  });

  it('marks the deepest matching link and its submenu active', () => {
    const groups = markActive(
      menuFor(ROLE_ADMIN, STOCK_RESOURCES, STOCK_PAGES),
      '/master/perguruan-tinggi/edit/3',
    );
    const active = menuLinks(groups).filter((l) => l.active);
    expect(active.map((l) => l.path)).toEqual(['/master/perguruan-tinggi']);
    const bentuk = menuLinks(
      markActive(menuFor(ROLE_ADMIN, STOCK_RESOURCES, STOCK_PAGES), '/master/perguruan-tinggi/bentuk'),
    ).filter((l) => l.active);
    expect(bentuk.map((l) => l.path)).toEqual(['/master/perguruan-tinggi/bentuk']);
    const sub = groups.find((g) => g.key === 'master')!.items[0];
    expect(sub.active).toBe(true);
  });
});
