import { ADMIN_ONLY, EVERYONE, ROLE_MAHASISWA, type RoleName } from './roles';

/**
 * Every protected route of spec §2 with its Indonesian title (the page title, spec §2) and
 * its access list (spec §5: the user's first role must be in it).
 * Resource routes also accept `/add`, `/edit/{id}` and `/show/{id}` below them.
 */
export interface RouteDef {
  path: string;
  title: string;
  /** Optional parent label shown in the page header. */
  parent?: string;
  access: readonly RoleName[];
}

export const PROTECTED_ROUTES: readonly RouteDef[] = [
  { path: '/dashboard', title: 'Dashboard', access: EVERYONE },
  { path: '/master/perguruan-tinggi', title: 'Perguruan Tinggi', parent: 'Data Master', access: ADMIN_ONLY },
  {
    path: '/master/perguruan-tinggi/bentuk',
    title: 'Bentuk Perguruan Tinggi',
    parent: 'Perguruan Tinggi',
    access: ADMIN_ONLY,
  },
  {
    path: '/master/perguruan-tinggi/fakultas',
    title: 'Fakultas',
    parent: 'Perguruan Tinggi',
    access: ADMIN_ONLY,
  },
  { path: '/master/program-studi', title: 'Program Studi', parent: 'Perguruan Tinggi', access: ADMIN_ONLY },
  { path: '/master/mahasiswa', title: 'Mahasiswa', parent: 'Data Master', access: ADMIN_ONLY },
  { path: '/setting/users', title: 'Pengguna', parent: 'Setting', access: ADMIN_ONLY },
  { path: '/setting/users/profile', title: 'Profil', parent: 'Setting', access: [ROLE_MAHASISWA] },
  { path: '/setting/hak-akses/role', title: 'Role', parent: 'Hak Akses', access: ADMIN_ONLY },
  { path: '/setting/hak-akses/permission', title: 'Permission', parent: 'Hak Akses', access: ADMIN_ONLY },
  { path: '/setting/apps', title: 'Pengaturan Aplikasi', parent: 'Setting', access: ADMIN_ONLY },
  { path: '/setting/plan', title: 'Paket Berlangganan', parent: 'Setting', access: ADMIN_ONLY },
  { path: '/menu/acara', title: 'Acara', parent: 'Menu', access: ADMIN_ONLY },
  { path: '/menu/galeri/group', title: 'Grup Galeri', parent: 'Galeri', access: ADMIN_ONLY },
  { path: '/menu/galeri/list', title: 'Galeri', parent: 'Galeri', access: ADMIN_ONLY },
  { path: '/menu/mahasiswa/galeri', title: 'Galeri Saya', parent: 'Menu', access: [ROLE_MAHASISWA] },
];

export const PUBLIC_ROUTES = [
  '/auth/login',
  '/auth/register',
  '/auth/register/success',
  '/auth/verify-email/:id/:token',
  '/auth/forgot-password',
  '/auth/password-reset/:token',
  '/auth/password-reset/success',
  '/error/forbidden',
] as const;

const SUB_PAGE = /\/(add|edit\/[^/]+|show\/[^/]+)$/;

/** The route definition a location belongs to: exact match first, then its resource's sub-pages. */
export function findRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return (
    PROTECTED_ROUTES.find((r) => r.path === clean) ??
    PROTECTED_ROUTES.find((r) => r.path === clean.replace(SUB_PAGE, ''))
  );
}

/** Spec §5/§6: only the first role counts. */
export function canEnter(route: RouteDef, roles: readonly { name: string }[] | undefined): boolean {
  const first = roles?.[0]?.name;
  return first !== undefined && route.access.includes(first);
}
