/**
 * Every declared resource (domain/resource.ts format): the built-in ones, then what the
 * integrator's wisuda.config.ts and its plugins add or extend (checked at load: a wrong config stops
 * the app).
 * The named exports (`mahasiswa`, ...) are the installation's declarations, with configured fields.
 */
import config from 'wisuda-installation/config';
import { pluginWidgets, resolveInstallation, type PluginInfo } from '../config/plugin';
import type { ResourceDef } from '../resource';
import { BUILTINS, type Builtins } from './builtin';
import { resourceByName as findByName, resourceByRoute as findByRoute } from './lookup';

/** The resources Wisuda ships with (before wisuda.config.ts adds or extends any). */
export const BUILTIN_RESOURCES: readonly ResourceDef[] = Object.values(BUILTINS);

const installation = resolveInstallation(BUILTIN_RESOURCES, config);

/** Every resource of this installation: the built-in ones, extended and completed by wisuda.config.ts. */
export const RESOURCES: readonly ResourceDef[] = installation.resources;
/** Roles the config declares (created at start when missing). */
export const CONFIG_ROLES = installation.roles;
/** Custom pages the config declares. */
export const CONFIG_PAGES = installation.pages;
/** The plugins wisuda.config.ts lists, in order, with what each declared (domain/config/plugin.ts). */
export const CONFIG_PLUGINS: readonly PluginInfo[] = installation.plugins;
/**
 * The plugins whose words come with a language, loaded into the declarations' labels by the browser
 * with the chosen language and by the server at its start (domain/config/pluginWordsLoad.ts).
 */
export const PLUGIN_LAZY_WORDS = installation.lazyWords;
/** The dashboard widgets of those plugins, in their order. */
export const CONFIG_WIDGETS = pluginWidgets(config);

/** The installation's version of each built-in declaration (the config may have added fields), by name. */
export const BUILTIN = Object.fromEntries(
  Object.entries(BUILTINS).map(([name, def]) => [name, RESOURCES.find((r) => r.name === name) ?? def]),
) as Builtins;

export const {
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
} = BUILTIN;

/** The declaration named `name`, among this installation's resources unless a list is given. */
export function resourceByName(
  name: string,
  resources: readonly ResourceDef[] = RESOURCES,
): ResourceDef | undefined {
  return findByName(name, resources);
}

/** By client route, with or without the leading slash (react-admin resource names have none). */
export function resourceByRoute(
  route: string,
  resources: readonly ResourceDef[] = RESOURCES,
): ResourceDef | undefined {
  return findByRoute(route, resources);
}
