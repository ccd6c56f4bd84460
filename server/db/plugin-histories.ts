/**
 * The migration histories of the plugins (docs/extending.md#plugins): one per plugin whose server
 * part declares a migrations folder (`definePluginServer(plugin, { migrations })`), keyed
 * `plugin:<name>`, in the order wisuda.config.ts lists the plugins, between the core's history and
 * the installation's. A plugin without a folder has its tables in the installation's history.
 */
import config from 'wisuda-installation/config';
import installationServerConfig from 'wisuda-installation/server';
import {
  pluginStages,
  resolveInstallation,
  type ConfigWithPlugins,
  type PluginInfo,
} from '../../domain/config/plugin';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { pluginMigrations, type ServerConfigWithPlugins } from '../extend/plugins';
import { pluginHistory, projectHistories, type MigrationHistory } from './histories';
import type { DeclaredHistory } from './schema/declared';

/** The plugins' histories, in the order they apply (what `projectHistories(...)` takes). */
export function pluginHistories(
  serverConfig: ServerConfigWithPlugins = installationServerConfig,
  configured?: readonly PluginInfo[],
): MigrationHistory[] {
  return pluginMigrations(serverConfig, configured).map(({ plugin, folder }) =>
    pluginHistory(plugin, folder),
  );
}

/**
 * Every history start applies, in order: the core's, the plugins' (wisuda.config.ts's order), the
 * installation's. What `migrate` and /api/health/ready use unless given others.
 */
export function installedHistories(
  serverConfig: ServerConfigWithPlugins = installationServerConfig,
): MigrationHistory[] {
  return projectHistories(pluginHistories(serverConfig));
}

/**
 * The plugins' histories with their declarations: each one's resources are the core's and those of
 * the plugins with a history up to it (what `declaredHistories()` puts between the core's and the
 * installation's).
 */
export function pluginDeclaredHistories(
  installation: ConfigWithPlugins = config,
  serverConfig: ServerConfigWithPlugins = installationServerConfig,
): DeclaredHistory[] {
  const histories = pluginHistories(
    serverConfig,
    resolveInstallation(BUILTIN_RESOURCES, installation).plugins,
  );
  const names = new Set(histories.map((h) => h.key.slice('plugin:'.length)));
  const plugins = (installation.plugins ?? []).filter((p) => names.has(p.name));
  const stages = pluginStages(BUILTIN_RESOURCES, { plugins });
  return histories.map((history, i) => ({ ...history, resources: stages[i].resources }));
}
