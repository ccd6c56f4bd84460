/**
 * `wisuda/config`: what an integrator's `wisuda.config.ts` imports. `defineConfig` only gives the
 * object its types (checked by `npm run typecheck`); the app reads it at start and checks the rest
 * (domain/config/resolve.ts).
 */
import type { ResourceConfig, WisudaConfig } from './types';

export function defineConfig<const R extends Record<string, ResourceConfig> = Record<never, ResourceConfig>>(
  config: WisudaConfig<R>,
): WisudaConfig<R> {
  return config;
}

export type * from './types';
export type { Label, LanguageCode } from './label';
