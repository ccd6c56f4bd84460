/**
 * Who sees what (domain/access.ts): the first role's permissions decide routes, menu items and
 * pages, for built-in and configured screens alike; menu titles come from the declarations.
 */
import { describe, expect, it } from 'vitest';
import { allowed, declaredPermissions } from '../../domain/access';
import { ConfigError, resolveConfig, type ResolvedPage } from '../../domain/config/resolve';
import { menuFor, menuLinks } from '../../domain/menu';
import { BUILTIN_PAGES, PAGES, installationPages } from '../../domain/pages';
import { BUILTIN_RESOURCES, RESOURCES } from '../../domain/resources';
import { canEnter, protectedRoutes, routeFor } from '../../domain/routes';
import { SELF_SERVICE_PERMISSIONS } from '../../domain/roles';
import { STOCK_PAGES, STOCK_RESOURCES, STOCK_ROUTES } from '../fixtures/config/stock';

const enter = (path: string, held: readonly string[], routes = protectedRoutes()) => {
  const route = routeFor(path, routes);
  if (!route) throw new Error(`no route for ${path}`);
  return canEnter(route, held);
};
const linkPaths = (held: readonly string[], resources = STOCK_RESOURCES, pages = STOCK_PAGES) =>
  menuLinks(menuFor(held, resources, pages)).map((l) => l.path);

const sponsorPage: ResolvedPage = {
  path: '/menu/laporan-sponsor',
  title: { en: 'Sponsor report', id: 'Laporan Sponsor' },
  permission: 'sponsor.view',
  component: async () => ({ default: () => null }),
  menu: { group: 'menu', icon: 'Assessment' },
};

describe('a role made on the Roles screen', () => {
  const staff = ['mahasiswa.view'];

  it('with only mahasiswa.view lands on the dashboard and sees Mahasiswa and their own profile, nothing else', () => {
    expect(linkPaths(staff)).toEqual(['/dashboard', '/master/mahasiswa', '/setting/users/profile']);
    expect(menuLinks(menuFor(staff, STOCK_RESOURCES, STOCK_PAGES)).map((l) => l.title)).toEqual([
      'Dashboard',
      'Mahasiswa',
      'Profile',
    ]);
  });

  it('enters the students list and its sub-pages; every other route is closed', () => {
    expect(enter('/dashboard', staff)).toBe(true);
    expect(enter('/master/mahasiswa', staff)).toBe(true);
    expect(enter('/master/mahasiswa/edit/3', staff)).toBe(true);
    // Every signed-in user has a profile: no permission opens it.
    expect(enter('/setting/users/profile', staff)).toBe(true);
    for (const path of [
      '/menu/acara',
      '/master/perguruan-tinggi',
      '/master/perguruan-tinggi/bentuk',
      '/setting/users',
      '/setting/hak-akses/role',
      '/menu/galeri/list',
      '/menu/mahasiswa/galeri',
    ])
      expect(enter(path, staff), path).toBe(false);
    expect(enter('/dashboard', ['acara.view'])).toBe(true);
    expect(allowed({}, undefined)).toBe(false);
  });
});

describe('the built-in roles, by what the seed gives them', () => {
  const admin = declaredPermissions(RESOURCES);
  const student = [...SELF_SERVICE_PERMISSIONS];

  it('the Administrator enters every screen', () => {
    expect(enter('/dashboard', admin)).toBe(true);
    for (const r of RESOURCES) expect(enter(r.route, admin), r.route).toBe(true);
  });

  it('the student gallery gives way to the whole gallery for whoever may open it', () => {
    expect(enter('/menu/galeri/list', admin)).toBe(true);
    expect(enter('/menu/mahasiswa/galeri', admin)).toBe(false);
    expect(enter('/menu/mahasiswa/galeri', student)).toBe(true);
    expect(enter('/menu/galeri/list', student)).toBe(false);
    expect(allowed({ permission: 'galeri.self', unlessHeld: 'fileGroup.view' }, ['galeri.self'])).toBe(true);
  });

  it('a Mahasiswa enters the dashboard, own profile and own gallery only', () => {
    const open = STOCK_ROUTES.filter((r) => canEnter(r, student)).map((r) => r.path);
    expect(open).toEqual(['/dashboard', '/menu/mahasiswa/galeri', '/setting/users/profile']);
  });
});

describe('each page is declared once', () => {
  it('routes and menu items of the pages come from domain/pages.ts', () => {
    const routes = protectedRoutes();
    for (const page of BUILTIN_PAGES) {
      expect(routes.find((r) => r.path === page.path)).toMatchObject({
        title: page.title,
        permission: page.permission,
      });
    }
    const links = menuLinks(menuFor(declaredPermissions(RESOURCES)));
    expect(links.find((l) => l.key === 'galeriList')).toMatchObject({ path: '/menu/galeri/list' });
    expect(PAGES.slice(0, BUILTIN_PAGES.length)).toEqual(BUILTIN_PAGES);
  });
});

describe('a page of wisuda.config.ts', () => {
  const pages = installationPages([sponsorPage], STOCK_RESOURCES);
  const routes = protectedRoutes(STOCK_RESOURCES, pages);

  it('appears in the menu, with its label, only for a role holding its permission', () => {
    const holder = menuLinks(menuFor(['sponsor.view'], STOCK_RESOURCES, pages)).filter(
      (l) => l.key !== 'dashboard' && l.key !== 'profile',
    );
    expect(holder).toEqual([
      expect.objectContaining({
        key: 'page:/menu/laporan-sponsor',
        path: '/menu/laporan-sponsor',
        title: 'Laporan Sponsor',
        label: sponsorPage.title,
        icon: 'Assessment',
        permission: 'sponsor.view',
      }),
    ]);
    expect(linkPaths(['mahasiswa.view', 'dashboard.view'], STOCK_RESOURCES, pages)).not.toContain(
      '/menu/laporan-sponsor',
    );
  });

  it('gets a route with its title per language, its parent and its permission', () => {
    expect(routes.find((r) => r.path === '/menu/laporan-sponsor')).toEqual({
      path: '/menu/laporan-sponsor',
      title: 'Laporan Sponsor',
      label: sponsorPage.title,
      parent: 'Menu',
      parentKey: 'app.menu.groups.menu',
      i18nKey: 'app.page_titles.page:/menu/laporan-sponsor',
      permission: 'sponsor.view',
    });
    expect(enter('/menu/laporan-sponsor', ['sponsor.view'], routes)).toBe(true);
    expect(enter('/menu/laporan-sponsor', declaredPermissions(STOCK_RESOURCES), routes)).toBe(false);
  });

  it('may not take the route of a built-in page: the app stops naming both', () => {
    const clash = () => installationPages([{ ...sponsorPage, path: '/setting/users/profile' }], RESOURCES);
    expect(clash).toThrow(ConfigError);
    expect(clash).toThrow(/pages\[0\]: path "\/setting\/users\/profile" is already used by the page profile/);
    const { resources } = resolveConfig(BUILTIN_RESOURCES, {
      resources: {
        sponsor: {
          label: 'Sponsor',
          route: '/dashboard',
          fields: { nama: { type: 'text', required: true } },
        },
      },
    });
    expect(() => installationPages([], resources)).toThrow(
      /resources\.sponsor: route "\/dashboard" is already used by the page dashboard/,
    );
  });
});

describe('menu titles come from the declarations', () => {
  const all = (resources = STOCK_RESOURCES) =>
    menuLinks(menuFor(declaredPermissions(resources), resources, STOCK_PAGES));

  it('a built-in resource declares its menu text; the catalog still translates it', () => {
    const byKey = Object.fromEntries(all().map((l) => [l.key, l]));
    expect(byKey.bentukPt).toMatchObject({ title: 'Bentuk', i18nKey: 'app.menu.items.bentukPt' });
    expect(byKey.appSettings.title).toBe('Application');
    expect(byKey.user.title).toBe('Users');
    expect(byKey.mahasiswa.title).toBe('Mahasiswa');
    for (const link of all()) expect(link.label, link.key).toBeUndefined();
  });

  it('a configured resource carries its label (or menu title) for the UI language to win', () => {
    const { resources } = resolveConfig(BUILTIN_RESOURCES, {
      resources: {
        sponsor: {
          label: { en: 'Sponsors', id: 'Sponsor' },
          menu: { group: 'menu', icon: 'Handshake' },
          fields: { nama: { type: 'text', required: true } },
        },
        hadiah: {
          label: { en: 'Prizes', id: 'Hadiah' },
          menu: { group: 'menu', icon: 'Redeem', title: { en: 'Prize list', id: 'Daftar Hadiah' } },
          fields: { nama: { type: 'text', required: true } },
        },
      },
      extend: { bentukPt: { menu: { title: { en: 'Forms', id: 'Bentuk PT' } } } },
    });
    const byKey = Object.fromEntries(all(resources).map((l) => [l.key, l]));
    expect(byKey.sponsor).toMatchObject({
      title: 'Sponsor',
      label: { en: 'Sponsors', id: 'Sponsor' },
      permission: 'sponsor.view',
    });
    expect(byKey.hadiah).toMatchObject({
      title: 'Daftar Hadiah',
      label: { en: 'Prize list', id: 'Daftar Hadiah' },
    });
    expect(byKey.bentukPt).toMatchObject({ title: 'Bentuk PT', label: { en: 'Forms', id: 'Bentuk PT' } });
    expect(menuLinks(menuFor(['mahasiswa.view'], resources, STOCK_PAGES)).map((l) => l.key)).toEqual([
      'dashboard',
      'mahasiswa',
      'profile',
    ]);
  });
});
