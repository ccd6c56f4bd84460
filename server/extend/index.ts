/**
 * `wisuda/server`: what an integrator's `wisuda.server.ts` imports (docs/server-hooks.md). Server
 * code only: the browser app never imports this module nor wisuda.server.ts.
 *
 *   import { defineServerConfig, refuse } from 'wisuda/server';
 *   export default defineServerConfig({
 *     hooks: { sponsor: { beforeCreate: async ({ data }) => ({ ...data, nama: data.nama.trim() }) } },
 *   });
 */
import type { InstallationServerConfig } from './plugins';
import type { RootConfig } from './types';

/**
 * Gives `wisuda.server.ts` its types: hooks only for known resources, each configured resource's
 * `data` typed from its fields in wisuda.config.ts. `C` is that config (the root one by default; a
 * test may name another: `defineServerConfig<typeof myConfig>({...})`). The app checks the rest at
 * start (an unknown resource or hook stops it). `plugins` lists the server parts of the plugins
 * wisuda.config.ts lists (server/extend/plugins.ts); their resources get typed hooks here too.
 */
export function defineServerConfig<C = RootConfig>(
  config: InstallationServerConfig<NoInfer<C>>,
): InstallationServerConfig<C> {
  return config as InstallationServerConfig<C>;
}

export { refuse, type FieldRefusals } from './refuse';
export { definePluginServer, type PluginServer, type InstallationServerConfig } from './plugins';
export type { PluginRouteKit, PluginRoutes } from './plugin-routes';
export type { Secrets } from '../secrets/seal';
export { SealError } from '../secrets/seal';
export type {
  PluginDemo,
  PluginDemoAcara,
  PluginDemoAccount,
  PluginDemoContext,
  PluginDemoPerson,
} from './plugin-demo';
export type * from './types';
