/** Per-resource behaviour beyond the generic CRUD, by resource name (add yours here). */
import type { ResourceHooks } from '../service';
import { mahasiswaHooks } from './mahasiswa';
import { userHooks } from './user';

export const HOOKS: Record<string, ResourceHooks> = {
  user: userHooks,
  mahasiswa: mahasiswaHooks,
};
