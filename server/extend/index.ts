/**
 * `wisuda/server`: what an integrator's `wisuda.server.ts` imports (docs/server-hooks.md). Server
 * code only: the browser app never imports this module nor wisuda.server.ts.
 *
 *   import { defineServerConfig, refuse } from 'wisuda/server';
 *   export default defineServerConfig({
 *     hooks: { sponsor: { beforeCreate: async ({ data }) => ({ ...data, nama: data.nama.trim() }) } },
 *   });
 */
import type { RootConfig, ServerConfig } from './types';

/**
 * Gives `wisuda.server.ts` its types: hooks only for known resources, each configured resource's
 * `data` typed from its fields in wisuda.config.ts. `C` is that config (the root one by default; a
 * test may name another: `defineServerConfig<typeof myConfig>({...})`). The app checks the rest at
 * start (an unknown resource or hook stops it).
 */
export function defineServerConfig<C = RootConfig>(config: ServerConfig<NoInfer<C>>): ServerConfig<C> {
  return config as ServerConfig<C>;
}

export { refuse, type FieldRefusals } from './refuse';
export type * from './types';
