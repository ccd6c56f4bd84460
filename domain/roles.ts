/** The two built-in roles (spec §6). Administrators may add more; only these names have fixed meaning. */
export const ROLE_ADMIN = 'Administrator';
export const ROLE_MAHASISWA = 'Mahasiswa';
export type RoleName = typeof ROLE_ADMIN | typeof ROLE_MAHASISWA | (string & {});

/** Permissions every student holds (DESIGN.md §4): their dashboard, own profile and own photos. */
export const SELF_SERVICE_PERMISSIONS = [
  'dashboard.view',
  'profile.view',
  'profile.update',
  'galeri.self',
] as const;
export type SelfServicePermission = (typeof SELF_SERVICE_PERMISSIONS)[number];
