/**
 * `wisuda/config`: what an integrator's `wisuda.config.ts` imports. `defineConfig` only gives the
 * object its types (checked by `npm run typecheck`); the app reads it at start and checks the rest
 * (domain/config/resolve.ts).
 */
import type { ExtendsConfig, ResourceConfig, WisudaConfig } from './types';

export function defineConfig<
  const R extends Record<string, ResourceConfig> = Record<never, ResourceConfig>,
  const E extends ExtendsConfig<R> = Record<never, never>,
>(config: WisudaConfig<R, E>): WisudaConfig<R, E> {
  return config;
}

export type * from './types';
export type { Label, LanguageCode } from './label';
