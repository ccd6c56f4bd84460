/** The two built-in roles (docs/product.md#roles-and-access). Administrators may add more; only these names have fixed meaning. */
export const ROLE_ADMIN = 'Administrator';
export const ROLE_MAHASISWA = 'Mahasiswa';
export type RoleName = typeof ROLE_ADMIN | typeof ROLE_MAHASISWA | (string & {});

/** Permissions every student holds (docs/product.md#roles-and-access): their dashboard, own profile and own photos. */
export const SELF_SERVICE_PERMISSIONS = [
  'dashboard.view',
  'profile.view',
  'profile.update',
  'galeri.self',
] as const;
export type SelfServicePermission = (typeof SELF_SERVICE_PERMISSIONS)[number];
