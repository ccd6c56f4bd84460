/**
 * The resources Wisuda ships with, as written, by name: the one list of the built-in names (their
 * order is the declarations' order everywhere). domain/resources/index.ts applies the config.
 */
import { acara } from './acara';
import { appSettings } from './appSettings';
import { bentukPt } from './bentukPt';
import { fakultas } from './fakultas';
import { fileGroup } from './fileGroup';
import { mahasiswa } from './mahasiswa';
import { mailOutbox } from './mailOutbox';
import { perguruanTinggi } from './perguruanTinggi';
import { permission } from './permission';
import { plan } from './plan';
import { programStudi } from './programStudi';
import { role } from './role';
import { user } from './user';

export const BUILTINS = {
  perguruanTinggi,
  bentukPt,
  fakultas,
  programStudi,
  mahasiswa,
  acara,
  fileGroup,
  user,
  role,
  permission,
  appSettings,
  plan,
  mailOutbox,
};

export type Builtins = typeof BUILTINS;

// The config's types (domain/config/builtins.ts) know the built-in resources from here.
declare module '../config/builtins' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the declarations are its members
  interface Builtins extends BuiltinDeclarations {}
}
type BuiltinDeclarations = typeof BUILTINS;
