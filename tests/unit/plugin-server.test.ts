/**
 * The server parts of plugins (server/extend/plugins.ts): one hook layer per plugin in the order
 * wisuda.config.ts lists the plugins, and a server part listed wrongly stopping the start with one
 * line naming the plugin.
 */
import { describe, expect, it } from 'vitest';
import type { PluginInfo } from '../../domain/config/plugin';
import { definePlugin } from '../../domain/config';
import { definePluginServer, pluginLayers, pluginMigrations } from '../../server/extend/plugins';
import sponsorServer from '../../examples/sponsor-plugin/server';

const info = (name: string, server: boolean): PluginInfo => ({
  name,
  resources: [],
  fields: [],
  roles: [],
  pages: [],
  server,
});
const RESOURCES = ['sponsor', 'mahasiswa', 'acara'];
const toga = definePlugin({ name: 'toga', server: true });
const togaServer = definePluginServer(toga, {
  hooks: { acara: { afterCreate: () => undefined } },
  migrations: '/srv/plugins/toga/migrations',
});

/** pluginLayers' message, or '' when the parts fit. */
function problemOf(...args: Parameters<typeof pluginLayers>): string {
  try {
    pluginLayers(...args);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('plugin server parts', () => {
  it('are hook layers named after their plugin, in the order wisuda.config.ts lists the plugins', () => {
    const layers = pluginLayers({ plugins: [togaServer, sponsorServer] }, RESOURCES, [
      info('sponsor', true),
      info('toga', true),
    ]);
    expect(layers.map((l) => l.layer)).toEqual(['plugin "sponsor"', 'plugin "toga"']);
    expect([...layers[0].hooks.keys()]).toEqual(['sponsor']);
    expect([...layers[1].hooks.keys()]).toEqual(['acara']);
  });

  it('give their migrations folders (absolute), by plugin', () => {
    const folders = pluginMigrations({ plugins: [togaServer, sponsorServer] }, [
      info('sponsor', true),
      info('toga', true),
    ]);
    expect(folders.map((f) => f.plugin)).toEqual(['sponsor', 'toga']);
    expect(folders[0].folder).toMatch(/examples\/sponsor-plugin\/migrations$/);
    expect(folders[1].folder).toBe('/srv/plugins/toga/migrations');
  });

  it('stop the start when listed without their plugin, twice, or missing', () => {
    expect(problemOf({ plugins: [togaServer] }, RESOURCES, [])).toBe(
      'wisuda.server.ts: plugin "toga" is not listed in plugins of wisuda.config.ts',
    );
    expect(problemOf({ plugins: [togaServer, togaServer] }, RESOURCES, [info('toga', true)])).toBe(
      'wisuda.server.ts: the server part of plugin "toga" is listed twice',
    );
    expect(problemOf({}, RESOURCES, [info('toga', true)])).toBe(
      'wisuda.config.ts: plugin "toga" has a server part: list it in plugins of wisuda.server.ts',
    );
  });

  it('name the plugin when a hook is for an unknown resource', () => {
    const typo = definePluginServer(toga, { hooks: { acaraa: {} } as never });
    expect(problemOf({ plugins: [typo] }, RESOURCES, [info('toga', true)])).toBe(
      `plugin "toga": hooks for unknown resource 'acaraa'`,
    );
  });
});
