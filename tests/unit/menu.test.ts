import { describe, expect, it } from 'vitest';
import { buildMenu, markActive, menuFor, menuLinks, type MenuGroup } from '../../domain/menu';
import { RESOURCES } from '../../domain/resources';
import { defineResource } from '../../domain/resource';
import { ROLE_ADMIN, ROLE_MAHASISWA } from '../../domain/roles';
import { PROTECTED_ROUTES } from '../../domain/routes';

function outline(groups: MenuGroup[]) {
  return groups.map((g) => ({
    group: g.title,
    items: g.items.map((i) => (i.children ? { [i.title]: i.children.map((c) => c.title) } : i.title)),
  }));
}

describe('menu', () => {
  it('gives the administrator the groups and items of the spec', () => {
    expect(outline(menuFor(ROLE_ADMIN))).toEqual([
      { group: 'General', items: ['Dashboard'] },
      { group: 'Menu', items: ['Acara', { Galeri: ['Grup Galeri', 'Galeri'] }] },
      {
        group: 'Data Master',
        items: [
          { 'Perguruan Tinggi': ['Perguruan Tinggi', 'Bentuk', 'Fakultas', 'Program Studi'] },
          'Mahasiswa',
        ],
      },
      {
        group: 'Setting',
        items: ['Application', 'Paket Berlangganan', 'Users', { 'Hak Akses': ['Role', 'Permission'] }],
      },
    ]);
  });

  it('gives a Mahasiswa only Dashboard, Galeri and Profile', () => {
    const links = menuLinks(menuFor(ROLE_MAHASISWA));
    expect(links.map((l) => l.path)).toEqual([
      '/dashboard',
      '/menu/mahasiswa/galeri',
      '/setting/users/profile',
    ]);
  });

  it('shows nothing to an unknown or missing role', () => {
    expect(menuFor('Tamu')).toEqual([]);
    expect(menuFor(undefined)).toEqual([]);
  });

  it('every link leads to a protected route with the same access list', () => {
    for (const link of menuLinks(buildMenu())) {
      const route = PROTECTED_ROUTES.find((r) => r.path === link.path);
      expect(route, link.path).toBeDefined();
      expect([...link.access].sort(), link.path).toEqual([...route!.access].sort());
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
      access: [ROLE_ADMIN],
      menu: { group: 'master', parent: 'perguruanTinggi', icon: 'Checkroom', order: 9 },
    });
    const admin = menuFor(ROLE_ADMIN, [...RESOURCES, wisudawan]);
    const pt = admin.find((g) => g.key === 'master')!.items.find((i) => i.key === 'perguruanTinggi')!;
    expect(pt.children!.at(-1)).toMatchObject({ title: 'Toga', path: '/master/toga', icon: 'Checkroom' });
    expect(menuLinks(menuFor(ROLE_MAHASISWA, [...RESOURCES, wisudawan])).map((l) => l.path)).not.toContain(
      '/master/toga',
    );
  });

  it('marks the deepest matching link and its submenu active', () => {
    const groups = markActive(menuFor(ROLE_ADMIN), '/master/perguruan-tinggi/edit/3');
    const active = menuLinks(groups).filter((l) => l.active);
    expect(active.map((l) => l.path)).toEqual(['/master/perguruan-tinggi']);
    const bentuk = menuLinks(markActive(menuFor(ROLE_ADMIN), '/master/perguruan-tinggi/bentuk')).filter(
      (l) => l.active,
    );
    expect(bentuk.map((l) => l.path)).toEqual(['/master/perguruan-tinggi/bentuk']);
    const sub = groups.find((g) => g.key === 'master')!.items[0];
    expect(sub.active).toBe(true);
  });
});
