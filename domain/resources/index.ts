/**
 * Every declared resource (domain/resource.ts format): the built-in ones, then what the
 * integrator's wisuda.config.ts adds or extends (checked at load: a wrong config stops the app).
 * The named exports (`mahasiswa`, ...) are the installation's declarations, with configured fields.
 */
import config from '../../wisuda.config';
import { resolveConfig } from '../config/resolve';
import type { ResourceDef } from '../resource';
import * as builtin from './builtin';

/** The resources Wisuda ships with (before wisuda.config.ts adds or extends any). */
export const BUILTIN_RESOURCES: readonly ResourceDef[] = [
  builtin.perguruanTinggi,
  builtin.bentukPt,
  builtin.fakultas,
  builtin.programStudi,
  builtin.mahasiswa,
  builtin.acara,
  builtin.fileGroup,
  builtin.user,
  builtin.role,
  builtin.permission,
  builtin.appSettings,
  builtin.plan,
  builtin.mailOutbox,
];

const installation = resolveConfig(BUILTIN_RESOURCES, config);

/** Every resource of this installation: the built-in ones, extended and completed by wisuda.config.ts. */
export const RESOURCES: readonly ResourceDef[] = installation.resources;
/** Roles the config declares (created at start when missing). */
export const CONFIG_ROLES = installation.roles;
/** Custom pages the config declares. */
export const CONFIG_PAGES = installation.pages;

/** The installation's version of a built-in declaration (the config may have added fields). */
function installed<T extends ResourceDef>(def: T): T {
  return (RESOURCES.find((r) => r.name === def.name) ?? def) as T;
}

export const perguruanTinggi = installed(builtin.perguruanTinggi);
export const bentukPt = installed(builtin.bentukPt);
export const fakultas = installed(builtin.fakultas);
export const programStudi = installed(builtin.programStudi);
export const mahasiswa = installed(builtin.mahasiswa);
export const acara = installed(builtin.acara);
export const fileGroup = installed(builtin.fileGroup);
export const user = installed(builtin.user);
export const role = installed(builtin.role);
export const permission = installed(builtin.permission);
export const appSettings = installed(builtin.appSettings);
export const plan = installed(builtin.plan);
export const mailOutbox = installed(builtin.mailOutbox);

export function resourceByName(
  name: string,
  resources: readonly ResourceDef[] = RESOURCES,
): ResourceDef | undefined {
  return resources.find((r) => r.name === name);
}

/** By client route, with or without the leading slash (react-admin resource names have none). */
export function resourceByRoute(
  route: string,
  resources: readonly ResourceDef[] = RESOURCES,
): ResourceDef | undefined {
  const clean = '/' + route.replace(/^\/+/, '').replace(/\/+$/, '');
  return resources.find((r) => r.route === clean);
}
