/**
 * Per-resource screens that differ from the generated ones, by domain name. Anything not listed
 * here is generated from its declaration. The override modules are loaded on demand (spec §8):
 * list here each screen key the module's `ScreenOverrides` object sets.
 */
import { createElement, type ReactElement } from 'react';
import { lazyScreen } from '../layout/lazyScreen';

export interface ScreenOverrides {
  list?: ReactElement;
  create?: ReactElement;
  edit?: ReactElement;
  show?: ReactElement;
}

type ScreenKey = keyof ScreenOverrides;

/** One screen of an override module, as an element whose code loads when it is first shown. */
function lazyOverride(load: () => Promise<ScreenOverrides>, key: ScreenKey): ReactElement {
  const Screen = lazyScreen(async () => {
    const element = (await load())[key];
    const Override = () => element ?? null;
    return { default: Override };
  });
  return createElement(Screen);
}

function lazyOverrides(load: () => Promise<ScreenOverrides>, keys: readonly ScreenKey[]): ScreenOverrides {
  return Object.fromEntries(keys.map((key) => [key, lazyOverride(load, key)]));
}

const mahasiswaScreens = () => import('./mahasiswa').then((m) => m.mahasiswaScreens);
const roleScreens = () => import('./role').then((m) => m.roleScreens);
const fileGroupScreens = () => import('./fileGroup').then((m) => m.fileGroupScreens);

export const overrides: Record<string, ScreenOverrides> = {
  mahasiswa: lazyOverrides(mahasiswaScreens, ['list', 'create', 'edit']),
  role: lazyOverrides(roleScreens, ['create', 'edit']),
  fileGroup: lazyOverrides(fileGroupScreens, ['create', 'edit']),
};
