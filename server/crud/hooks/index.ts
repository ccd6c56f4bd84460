/** Per-resource behaviour beyond the generic CRUD, by resource name (add yours here). */
import type { ResourceHooks } from '../service';
import { acaraHooks } from './acara';
import { permissionHooks, roleHooks } from './access';
import { fakultasHooks, programStudiHooks } from './hierarchy';
import { mahasiswaHooks } from './mahasiswa';
import { userHooks } from './user';

export const HOOKS: Record<string, ResourceHooks> = {
  acara: acaraHooks,
  fakultas: fakultasHooks,
  programStudi: programStudiHooks,
  role: roleHooks,
  permission: permissionHooks,
  user: userHooks,
  mahasiswa: mahasiswaHooks,
};
