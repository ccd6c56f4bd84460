/**
 * The plugins' migration histories (server/db/plugin-histories.ts): one per plugin whose server part
 * declares a folder, in the order wisuda.config.ts lists the plugins, each declaring the resources of
 * the core and of the plugins with a history up to it.
 */
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../domain/config';
import { BUILTIN_RESOURCES, CONFIG_PLUGINS } from '../../domain/resources';
import type { PluginInfo } from '../../domain/config/plugin';
import { definePluginServer } from '../../server/extend/plugins';
import {
  installedHistories,
  pluginDeclaredHistories,
  pluginHistories,
} from '../../server/db/plugin-histories';
import sponsor from '../../examples/sponsor-plugin';
import sponsorServer from '../../examples/sponsor-plugin/server';

const toga = definePlugin({
  name: 'toga',
  server: true,
  resources: { pesananToga: { label: 'Gowns', fields: { ukuran: { type: 'text', required: true } } } },
});
const kursi = definePlugin({
  name: 'kursi',
  resources: { kursi: { label: 'Seats', fields: { nomor: { type: 'text', required: true } } } },
});
const togaServer = definePluginServer(toga, { migrations: '/srv/plugins/toga/migrations' });
const info = (name: string): PluginInfo => ({
  name,
  resources: [],
  fields: [],
  roles: [],
  pages: [],
  server: true,
});

describe('plugin migration histories', () => {
  it('follow wisuda.config.ts’s order, only for plugins with a migrations folder', () => {
    (CONFIG_PLUGINS as PluginInfo[]).push(info('sponsor'), info('kursi'), info('toga'));
    try {
      const serverConfig = { plugins: [togaServer, sponsorServer] };
      expect(pluginHistories(serverConfig).map((h) => h.key)).toEqual(['plugin:sponsor', 'plugin:toga']);
      // what start applies and readiness expects: the core's first, the installation's last
      expect(installedHistories(serverConfig).map((h) => h.key)).toEqual([
        'core',
        'plugin:sponsor',
        'plugin:toga',
        'installation',
      ]);
      const declared = pluginDeclaredHistories({ plugins: [sponsor, kursi, toga] }, serverConfig);
      const added = declared.map((h) => h.resources.slice(BUILTIN_RESOURCES.length).map((r) => r.name));
      // kursi has no history: its table is the installation's
      expect(added).toEqual([['sponsor'], ['sponsor', 'pesananToga']]);
      expect(declared[1].folder).toBe('/srv/plugins/toga/migrations');
    } finally {
      (CONFIG_PLUGINS as PluginInfo[]).splice(0);
    }
  });
});
