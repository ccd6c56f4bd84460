/**
 * The template plugin's own test: it resolves like wisuda.config.ts would resolve it (its
 * resources, role and field defaults), speaks all eight languages, and its server part is a hook
 * layer of the installation. Run by `npm run test:unit`; keep it when you copy the template.
 */
import { describe, expect, it } from 'vitest';
import { missingTranslations } from 'wisuda/config';
import { resolveInstallation } from '../../domain/config/plugin';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { pluginLayers } from '../../server/extend/plugins';
import toga from './index';
import togaServer from './server';

const resolved = resolveInstallation(BUILTIN_RESOURCES, { plugins: [toga] });

describe('the template plugin', () => {
  it('resolves as an installation listing it would', () => {
    const orders = resolved.resources.find((r) => r.name === 'pesananToga')!;
    expect(orders).toMatchObject({
      table: 'pesanan_toga',
      apiPath: '/pesananToga',
      route: '/menu/pesanan-toga',
      labelField: 'mahasiswa_id',
      filterFields: ['mahasiswa_id', 'ukuran', 'diambil'],
    });
    expect(resolved.roles).toEqual([
      expect.objectContaining({
        name: 'penjahit',
        permissions: ['pesananToga.view', 'pesananToga.update', 'mahasiswa.view'],
      }),
    ]);
    expect(resolved.plugins.map((p) => p.name)).toEqual(['toga']);
  });

  it('has every label in the eight languages', async () => {
    expect(await missingTranslations(toga)).toEqual([]);
  });

  it('gives its hooks to the server as a layer of its own', () => {
    const layers = pluginLayers(
      { plugins: [togaServer] },
      resolved.resources.map((r) => r.name),
      resolved.plugins,
    );
    expect(layers.map((l) => l.layer)).toEqual(['plugin "toga"']);
    expect(Object.keys(layers[0].hooks.get('pesananToga')!)).toEqual(['beforeCreate', 'beforeUpdate']);
  });
});
