/**
 * The server parts of plugins (docs/extending.md#plugins): each plugin's hooks and migrations,
 * declared with `definePluginServer` in a module of its own and listed by the installation in
 * `plugins: [...]` of wisuda.server.ts. wisuda.config.ts lists the plugins themselves: the browser
 * app loads that file and everything it imports, so a plugin's server code is only ever reached from
 * wisuda.server.ts, which the browser never loads.
 *
 * A plugin's hooks are a layer of their own between the core's and the installation's, in the
 * order wisuda.config.ts lists the plugins (server/extend/runtime.ts `layerHooks`).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { AnyPlugin, PluginInfo } from '../../domain/config/plugin';
import { CONFIG_PLUGINS } from '../../domain/resources';
import { resolveServerHooks, ServerConfigError, type LooseHookSet, type LooseServerConfig } from './runtime';
import type { RootConfig, ServerConfig } from './types';
import type { PluginRoutes } from './plugin-routes';
import type { PluginDemo } from './plugin-demo';

/** A plugin's server part, as wisuda.server.ts lists it. */
export interface PluginServer {
  /** The plugin's name (`definePlugin({ name })`). */
  readonly plugin: string;
  readonly hooks?: LooseServerConfig['hooks'];
  /**
   * The folder of the plugin's migrations (absolute), applied in the plugin's own schema history
   * (`plugin:<name>`).
   */
  readonly migrations?: string;
  /** Its own API routes, under `/api/plugins/<name>/` (server/extend/plugin-routes.ts). */
  readonly routes?: PluginRoutes;
  /** Its demo data, loaded with the core's (server/extend/plugin-demo.ts). */
  readonly demo?: PluginDemo;
}

/**
 * Gives a plugin's server part its types: hooks for the plugin's resources (their `data` typed from
 * their fields) and for the built-in ones (with the fields the plugin adds), and the folder of its
 * migrations, e.g. `new URL('./migrations/', import.meta.url)`, and its own API routes (`routes`:
 * called with a Fastify scope mounted at `/api/plugins/<name>` and the server's caller, permission,
 * scope and audit helpers), and its demo data (`demo`: run by the demo data set after the core's
 * rows, in its transaction).
 */
export function definePluginServer<const P extends AnyPlugin>(
  plugin: P,
  part: {
    hooks?: ServerConfig<P>['hooks'];
    migrations?: string | URL;
    routes?: PluginRoutes;
    demo?: PluginDemo;
  },
): PluginServer {
  const migrations =
    part.migrations === undefined
      ? undefined
      : path.resolve(part.migrations instanceof URL ? fileURLToPath(part.migrations) : part.migrations);
  return {
    plugin: plugin.name,
    ...(part.hooks ? { hooks: part.hooks as LooseServerConfig['hooks'] } : {}),
    ...(migrations ? { migrations } : {}),
    ...(part.routes ? { routes: part.routes } : {}),
    ...(part.demo ? { demo: part.demo } : {}),
  };
}

/** Union to intersection (several plugins' resources as one object type). */
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type PluginsOf<C> = C extends { plugins?: infer P }
  ? NonNullable<P> extends readonly (infer X)[]
    ? X
    : never
  : never;
type ResourcesPart<X> = X extends { resources?: infer R } ? NonNullable<R> : Record<never, never>;
type ExtendPart<X> = X extends { extend?: infer E } ? NonNullable<E> : Record<never, never>;

/**
 * A config as the hooks see it: its resources and those of its plugins, its extensions of built-in
 * resources and theirs.
 */
export type WithPlugins<C> = [PluginsOf<C>] extends [never]
  ? C
  : {
      resources: ResourcesPart<C> & Intersect<ResourcesPart<PluginsOf<C>>>;
      extend: ExtendPart<C> & Intersect<ExtendPart<PluginsOf<C>>>;
    };

/** What wisuda.server.ts exports: the installation's hooks and its plugins' server parts. */
export type InstallationServerConfig<C = RootConfig> = ServerConfig<WithPlugins<C>> & {
  /** The server parts of the plugins wisuda.config.ts lists (`definePluginServer`). */
  plugins?: readonly PluginServer[];
};

/** A server config with its plugins' server parts (what wisuda.server.ts exports). */
export type ServerConfigWithPlugins = LooseServerConfig & { plugins?: readonly PluginServer[] };

/** A plugin's hook layer: its name in messages and its hooks by resource. */
export interface PluginLayer {
  layer: string;
  hooks: ReadonlyMap<string, LooseHookSet>;
}

const layerName = (plugin: string) => `plugin "${plugin}"`;

/**
 * The hook layers of the plugins' server parts that `config` lists, in the order `configured` (the
 * plugins of wisuda.config.ts) gives them, each checked against `resources`. A server part of a
 * plugin wisuda.config.ts does not list, one listed twice, or a plugin with a server part that
 * wisuda.server.ts does not list stops the start, one line each.
 */
export function pluginLayers(
  config: ServerConfigWithPlugins | undefined,
  resources: readonly string[],
  configured: readonly PluginInfo[] = CONFIG_PLUGINS,
): PluginLayer[] {
  const parts = config?.plugins ?? [];
  const problems: string[] = [];
  const byName = new Map<string, PluginServer>();
  for (const [i, part] of parts.entries()) {
    const name = part?.plugin;
    if (typeof name !== 'string')
      problems.push(`wisuda.server.ts: plugins[${i}] is not a definePluginServer(...)`);
    else if (byName.has(name))
      problems.push(`wisuda.server.ts: the server part of plugin "${name}" is listed twice`);
    else if (!configured.some((p) => p.name === name))
      problems.push(`wisuda.server.ts: plugin "${name}" is not listed in plugins of wisuda.config.ts`);
    else byName.set(name, part);
  }
  for (const p of configured)
    if (p.server && !byName.has(p.name))
      problems.push(
        `wisuda.config.ts: plugin "${p.name}" has a server part: list it in plugins of wisuda.server.ts`,
      );
  if (problems.length) throw new ServerConfigError(problems);
  return configured.flatMap((p) => {
    const part = byName.get(p.name);
    if (!part?.hooks) return [];
    const layer = layerName(p.name);
    return [{ layer, hooks: resolveServerHooks({ hooks: part.hooks }, resources, layer) }];
  });
}

/**
 * What `pick` takes from each listed plugin's server part that has it (its migrations, its demo), by
 * plugin name, in wisuda.config.ts order.
 */
export function pluginParts<T>(
  config: ServerConfigWithPlugins | undefined,
  pick: (part: PluginServer) => T | undefined,
  configured: readonly PluginInfo[] = CONFIG_PLUGINS,
): { plugin: string; value: T }[] {
  const parts = config?.plugins ?? [];
  return configured.flatMap((p) => {
    const part = parts.find((x) => x.plugin === p.name);
    const value = part && pick(part);
    return value === undefined ? [] : [{ plugin: p.name, value }];
  });
}

/** The migrations folders of the plugins' server parts, by plugin name, in wisuda.config.ts order. */
export function pluginMigrations(
  config: ServerConfigWithPlugins | undefined,
  configured: readonly PluginInfo[] = CONFIG_PLUGINS,
): { plugin: string; folder: string }[] {
  return pluginParts(config, (part) => part.migrations, configured).map(({ plugin, value }) => ({
    plugin,
    folder: value,
  }));
}
