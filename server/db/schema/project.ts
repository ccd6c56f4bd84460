/**
 * This project's migration histories with their declarations: the core's (the built-in resources),
 * each plugin's with a migrations folder (its resources and fields on top of the core's), and the
 * installation's (everything wisuda.config.ts adds and extends, the plugins without a history of
 * their own included). Each history's declarations hold those of the histories before it, so a
 * plugin's tables are never in the installation's part (declared.ts `compareHistory`).
 */
import { resolveInstallation, type ConfigWithPlugins } from '../../../domain/config/plugin';
import { BUILTIN_RESOURCES, RESOURCES } from '../../../domain/resources';
import type { ServerConfigWithPlugins } from '../../extend/plugins';
import { coreHistory, installationHistory } from '../histories';
import { pluginDeclaredHistories } from '../plugin-histories';
import type { DeclaredHistory } from './declared';

/**
 * Default: wisuda.config.ts and wisuda.server.ts (plugin-histories.ts reads them); tests pass an installation of their own (the
 * migrations folders of its histories given in `folders`).
 */
export function declaredHistories(
  installation?: ConfigWithPlugins,
  serverConfig?: ServerConfigWithPlugins,
  folders: { core?: string; installation?: string } = {},
): DeclaredHistory[] {
  const resources = installation ? resolveInstallation(BUILTIN_RESOURCES, installation).resources : RESOURCES;
  return [
    { ...coreHistory(folders.core), resources: BUILTIN_RESOURCES },
    ...pluginDeclaredHistories(installation, serverConfig),
    { ...installationHistory(folders.installation), resources },
  ];
}
