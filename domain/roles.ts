import { AUDIT_LOG_PERMISSION, AUDIT_LOG_PERMISSION_DESCRIPTION } from './audit';
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

/**
 * Permissions of built-in screens that are no resource's actions, with their readable descriptions
 * (server/db/seed.ts): the Administrator holds them like every other; any role may be given them.
 */
export const PAGE_PERMISSIONS = {
  [AUDIT_LOG_PERMISSION]: AUDIT_LOG_PERMISSION_DESCRIPTION,
} as const;
