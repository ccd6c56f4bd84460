/**
 * Per-resource screens that differ from the generated ones, by domain name. Anything not listed
 * here is generated from its declaration.
 */
import type { ReactElement } from 'react';
import { mahasiswaScreens } from './mahasiswa';
import { roleScreens } from './role';

export interface ScreenOverrides {
  list?: ReactElement;
  create?: ReactElement;
  edit?: ReactElement;
  show?: ReactElement;
}

export const overrides: Record<string, ScreenOverrides> = {
  mahasiswa: mahasiswaScreens,
  role: roleScreens,
};
