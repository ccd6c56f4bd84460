/**
 * Plugins (docs/extending.md#plugins): a package of resources, fields on built-in resources, roles,
 * pages and the words of their labels, listed by an installation in `plugins: [...]` of
 * wisuda.config.ts. This module is the browser-safe part: its server part (hooks, migrations) is
 * listed in wisuda.server.ts (server/extend/plugins.ts), which the browser never loads.
 *
 * Merging: the core's resources first, then each plugin's in the order listed, then the
 * installation's. A name two of them declare (a resource, a field added to a built-in resource, a
 * role, a page's path) stops the start with one line naming both.
 */
import type { ResourceDef } from '../resource';
import { ROLE_ADMIN, ROLE_MAHASISWA } from '../roles';
import { LANGUAGE_CODES, type Label } from './label';
import { lazyTranslatedPlugin, translatedPlugin, hasLazyWords } from './pluginWords';
import type { AnyPlugin, LazyWords, PluginTranslations, PluginWords } from './pluginTypes';
import { loadedTranslations } from './pluginWordsLoad';
import { ConfigError, resolveConfig, type AnyWisudaConfig, type ResolvedConfig } from './resolve';
export { translatedPlugin, type AnyPlugin, type LazyWords, type PluginWords };
import type {
  ConfigFields,
  ExtendConfig,
  ExtendsConfig,
  PageConfig,
  ResourceConfig,
  ResourcesConfig,
  RoleConfig,
  WidgetConfig,
} from './types';

/** A plugin as `definePlugin` types it: like wisuda.config.ts, with a name and its words. */
export interface PluginConfig<
  N extends string = string,
  R = Record<string, ResourceConfig>,
  E = ExtendsConfig<R>,
> {
  /**
   * The plugin's name: lower case letters, digits and `-` (`toga`, `sponsor-kit`). Its records of
   * the schema history are `plugin:<name>`'s.
   */
  name: N;
  resources?: R & ResourcesConfig<R>;
  extend?: E & ExtendsConfig<R>;
  roles?: Record<string, RoleConfig<keyof R & string>>;
  pages?: readonly PageConfig<keyof R & string>[];
  /** Widgets it adds to the dashboards (`place: 'student'`), each loaded when shown. */
  widgets?: readonly WidgetConfig[];
  /**
   * The words of its labels, by language code (`id`, `en`, `ar`, `fr`, `de`, `es`, `pt-BR`,
   * `zh-CN`): each language's words, or a loader of them (`() => import('./words/id')`), or one
   * loader of them all (`() => import('./translations')`). Loaded, they come with the language
   * chosen rather than with the declarations every first screen loads.
   */
  translations?: PluginTranslations<R>;
  /**
   * True when it has a server part (hooks, migrations: `definePluginServer` of `wisuda/server`, in
   * its own module): the start stops when wisuda.server.ts does not list it.
   */
  server?: boolean;
}

/**
 * Declares a plugin. Its resources are typed as if the installation declared them: references to
 * its own and to built-in resources, list settings naming its fields, role permissions of its and
 * the built-in resources.
 */
export function definePlugin<
  const N extends string,
  const R extends Record<string, ResourceConfig> = Record<never, ResourceConfig>,
  const E extends ExtendsConfig<R> = Record<never, never>,
>(plugin: PluginConfig<N, R, E>): PluginConfig<N, R, E> {
  return plugin;
}

/** What the installation holds of a plugin once merged. */
export interface PluginInfo {
  name: string;
  /** The resources it declares. */
  resources: readonly string[];
  /** The fields it adds to built-in resources, as `<resource>.<field>`. */
  fields: readonly string[];
  roles: readonly string[];
  pages: readonly string[];
  /** True when it has a server part, which wisuda.server.ts must list. */
  server: boolean;
}

/** A config as wisuda.config.ts exports it, its plugins listed. */
export type ConfigWithPlugins = AnyWisudaConfig & { plugins?: readonly AnyPlugin[] };

export interface MergedConfig {
  /** The installation's config with every plugin's declarations merged in (no `plugins`). */
  config: AnyWisudaConfig;
  plugins: PluginInfo[];
  /** The plugins whose words come with their language, to load into the merged labels (pluginWordsLoad.ts). */
  lazyWords: readonly LazyWords[];
}

const PLUGIN_NAME = /^[a-z][a-z0-9-]*$/;

/** The languages a label has no text of its own for (none for a plain string: it is every language's). */
function missingLanguages(label: Label | undefined): string[] {
  if (typeof label === 'string') return [];
  return LANGUAGE_CODES.filter((code) => !label?.[code]);
}

/**
 * Every label of the plugin, its translations applied (those given as loaders loaded), that lacks
 * a text in one of Wisuda's languages: `resources.sponsor.fields.nama: ar, zh-CN`. Empty when the
 * plugin speaks every language (a plugin's own test asserts it: examples/plugin-template/).
 */
export async function missingTranslations(plugin: AnyPlugin): Promise<string[]> {
  const p = translatedPlugin({ ...plugin, translations: await loadedTranslations(plugin, LANGUAGE_CODES) });
  const out: string[] = [];
  const check = (where: string, label: Label | undefined) => {
    const missing = missingLanguages(label);
    if (missing.length) out.push(`${where}: ${missing.join(', ')}`);
  };
  const checkFields = (owner: string, fields: Readonly<ConfigFields>) => {
    for (const [n, f] of Object.entries(fields)) {
      check(`${owner}.fields.${n}`, f.label);
      if (f.type === 'boolean' && f.galleryMark !== undefined)
        check(`${owner}.fields.${n}.galleryMark`, f.galleryMark);
      if (f.type === 'enum')
        for (const o of f.options)
          if (typeof o.name !== 'string') check(`${owner}.fields.${n}.options.${o.id}`, o.name);
    }
  };
  for (const [name, rc] of Object.entries(p.resources ?? {})) {
    check(`resources.${name}`, rc.label);
    if (rc.menu?.title) check(`resources.${name}.menu`, rc.menu.title);
    checkFields(`resources.${name}`, rc.fields);
  }
  for (const [name, ext] of Object.entries(p.extend ?? {})) checkFields(`extend.${name}`, ext?.fields ?? {});
  for (const [name, role] of Object.entries(p.roles ?? {})) check(`roles.${name}`, role.label);
  for (const page of p.pages ?? []) check(`pages ${page.path}`, page.title);
  return out;
}

const INSTALLATION = 'wisuda.config.ts';
const CORE = 'the core';
const pluginOwner = (name: string) => `plugin "${name}"`;

/** Who has claimed which name, and the clashes found. */
class Claims {
  private readonly owners = new Map<string, string>();
  readonly problems: string[] = [];
  /** Claims `key` for `owner`; false (a problem noted) when another has it. */
  claim(key: string, owner: string): boolean {
    const first = this.owners.get(key);
    // the installation against the core: resolveConfig's own messages say what to do instead
    if (first === CORE && owner === INSTALLATION) return true;
    if (first !== undefined && first !== owner) {
      this.problems.push(`${key}: declared by ${first} and by ${owner}`);
      return false;
    }
    this.owners.set(key, owner);
    return true;
  }
}

function mergeExtend(into: Record<string, ExtendConfig>, resource: string, ext: ExtendConfig): void {
  const before = into[resource] ?? {};
  into[resource] = {
    ...before,
    ...ext,
    fields: { ...before.fields, ...ext.fields },
    ...(before.menu || ext.menu ? { menu: { ...before.menu, ...ext.menu } } : {}),
  };
}

/**
 * The installation's config with its plugins merged in, in the order listed: resources, fields
 * added to built-in resources, roles and pages of each plugin (its translations written into its
 * labels), then the installation's own. A clash stops the start (ConfigError), one line each.
 */
export function mergePlugins(config: ConfigWithPlugins, builtins: readonly ResourceDef[]): MergedConfig {
  const { plugins = [], ...own } = config;
  if (!plugins.length) return { config: own, plugins: [], lazyWords: [] };
  const claims = new Claims();
  for (const def of builtins) {
    claims.claim(`resources.${def.name}`, CORE);
    for (const field of Object.keys(def.fields)) claims.claim(`extend.${def.name}.fields.${field}`, CORE);
  }
  for (const role of [ROLE_ADMIN, ROLE_MAHASISWA]) claims.claim(`roles.${role}`, CORE);

  const resources: Record<string, ResourceConfig> = {};
  const extend: Record<string, ExtendConfig> = {};
  const roles: Record<string, RoleConfig> = {};
  const pages: PageConfig[] = [];
  const infos: PluginInfo[] = [];
  const lazyWords: LazyWords[] = [];
  const seen = new Set<string>();
  const add = (owner: string, part: AnyWisudaConfig): Omit<PluginInfo, 'name' | 'server'> => {
    const info = {
      resources: [] as string[],
      fields: [] as string[],
      roles: [] as string[],
      pages: [] as string[],
    };
    for (const [name, rc] of Object.entries(part.resources ?? {}))
      if (claims.claim(`resources.${name}`, owner)) {
        resources[name] = rc;
        info.resources.push(name);
      }
    for (const [name, ext] of Object.entries(part.extend ?? {})) {
      if (!ext) continue;
      const fields = Object.keys(ext.fields ?? {}).filter((f) =>
        claims.claim(`extend.${name}.fields.${f}`, owner),
      );
      mergeExtend(extend, name, ext);
      info.fields.push(...fields.map((f) => `${name}.${f}`));
    }
    for (const [name, role] of Object.entries(part.roles ?? {}))
      if (claims.claim(`roles.${name}`, owner)) {
        roles[name] = role;
        info.roles.push(name);
      }
    for (const page of part.pages ?? [])
      if (claims.claim(`pages ${page.path}`, owner)) {
        pages.push(page);
        info.pages.push(page.path);
      }
    return info;
  };
  for (const [i, plugin] of plugins.entries()) {
    const name = String(plugin?.name);
    if (!plugin || !PLUGIN_NAME.test(name)) {
      claims.problems.push(
        `plugins[${i}]: a plugin has a name of lower case letters, digits and - (definePlugin({ name: 'toga', ... }))`,
      );
      continue;
    }
    if (seen.has(name)) {
      claims.problems.push(`plugins[${i}]: plugin "${name}" is listed twice`);
      continue;
    }
    seen.add(name);
    const owned = hasLazyWords(plugin) ? lazyTranslatedPlugin(plugin) : undefined;
    if (owned) lazyWords.push(owned);
    const info = add(pluginOwner(name), owned?.plugin ?? translatedPlugin(plugin));
    infos.push({ name, ...info, server: plugin.server === true });
  }
  add(INSTALLATION, own);
  if (claims.problems.length) throw new ConfigError(claims.problems);
  return {
    config: { ...own, resources, extend, roles, pages },
    plugins: infos,
    lazyWords,
  };
}

/**
 * The installation's declarations (domain/config/resolve.ts) from a config that may list plugins,
 * with what each plugin declared.
 */
export function resolveInstallation(
  builtins: readonly ResourceDef[],
  config: ConfigWithPlugins,
  fixedPaths: readonly string[] = [],
): ResolvedConfig & Omit<MergedConfig, 'config'> {
  const merged = mergePlugins(config, builtins);
  return {
    ...resolveConfig(builtins, merged.config, fixedPaths),
    plugins: merged.plugins,
    lazyWords: merged.lazyWords,
  };
}

/**
 * The dashboard widgets of the plugins `config` lists, in their order. An id two widgets share stops
 * the start (ConfigError), as a name two plugins declare does.
 */
export function pluginWidgets(config: ConfigWithPlugins): WidgetConfig[] {
  const widgets = (config.plugins ?? []).flatMap((p) =>
    (p.widgets ?? []).map((w) => ({ widget: w, owner: pluginOwner(p.name) })),
  );
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const { widget, owner } of widgets) {
    const first = owners.get(widget.id);
    if (first) problems.push(`widgets ${widget.id}: declared by ${first} and by ${owner}`);
    else owners.set(widget.id, owner);
  }
  problems.push(
    ...widgets
      .filter(({ widget }) => widget.place !== 'student' || typeof widget.component !== 'function')
      .map(
        ({ widget, owner }) =>
          `widgets ${widget.id} of ${owner}: place 'student' and a component () => import(...)`,
      ),
  );
  if (problems.length) throw new ConfigError(problems);
  return widgets.map((w) => w.widget);
}

/**
 * What each plugin's schema history declares: the resources once the core and the plugins up to
 * that one (in the order listed) are declared, on top of which the next history adds its own.
 */
export function pluginStages(
  builtins: readonly ResourceDef[],
  config: ConfigWithPlugins,
): { plugin: string; resources: ResourceDef[] }[] {
  const plugins = config.plugins ?? [];
  return plugins.map((plugin, i) => ({
    plugin: plugin.name,
    resources: resolveInstallation(builtins, { plugins: plugins.slice(0, i + 1) }).resources,
  }));
}
