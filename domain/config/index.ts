/**
 * `wisuda/config`: what an integrator's `wisuda.config.ts` imports. `defineConfig` only gives the
 * object its types (checked by `npm run typecheck`); the app reads it at start and checks the rest
 * (domain/config/resolve.ts). `definePlugin` packages declarations for several installations
 * (domain/config/plugin.ts).
 */
import type { AnyPlugin } from './plugin';
import type {} from '../resources/builtin'; // fills in the built-in resources (./builtins.ts)
import type { ExtendsConfig, PluginResourceNames, ResourceConfig, WisudaConfig } from './types';

export function defineConfig<
  const R extends Record<string, ResourceConfig> = Record<never, ResourceConfig>,
  const P extends readonly AnyPlugin[] = readonly [],
  const E extends ExtendsConfig<R, PluginResourceNames<P>> = Record<never, never>,
>(config: WisudaConfig<R, E, P>): WisudaConfig<R, E, P> {
  return config;
}

export { definePlugin, missingTranslations } from './plugin';
export type { PluginConfig, PluginWords, AnyPlugin } from './plugin';
export type { PluginTranslations, PluginWordsByLanguage, PluginWordsLoader } from './pluginWords';
export type * from './types';
export { labelIn, type Label, type LanguageCode } from './label';
/** A plugin's own texts choose their plural form (`one |||| many`, by `smart_count`) as the app's do. */
export { pluralForm } from '../i18n/plural';
