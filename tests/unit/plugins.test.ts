/**
 * Plugins (domain/config/plugin.ts): merged in the order listed before the installation's own
 * declarations, their translations written into their labels, and a name two of them declare
 * stopping the start with one line naming both.
 */
import { describe, expect, it } from 'vitest';
import { defineConfig, definePlugin, missingTranslations } from '../../domain/config';
import { labelIn } from '../../domain/config/label';
import {
  mergePlugins,
  pluginStages,
  resolveInstallation,
  translatedPlugin,
} from '../../domain/config/plugin';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import sponsor from '../../examples/sponsor-plugin';

const toga = definePlugin({
  name: 'toga',
  resources: {
    pesananToga: {
      label: 'Gown orders',
      menu: { group: 'menu', icon: 'Checkroom' },
      fields: {
        mahasiswa_id: { type: 'reference', reference: 'mahasiswa', required: true, label: 'Student' },
        ukuran: {
          type: 'enum',
          options: [
            { id: 's', name: 'Small' },
            { id: 'l', name: 'Large' },
          ],
          label: 'Size',
        },
      },
    },
  },
  roles: { penjahit: { label: 'Tailor', permissions: ['pesananToga.view', 'pesananToga.update'] } },
  translations: {
    id: {
      resources: {
        pesananToga: {
          label: 'Pesanan Toga',
          fields: { mahasiswa_id: 'Mahasiswa', ukuran: 'Ukuran' },
          options: { ukuran: { s: 'Kecil', l: 'Besar' } },
        },
      },
      roles: { penjahit: 'Penjahit' },
    },
  },
});

/** The merge's message for a config, or '' when it merges. */
function problemOf(config: Parameters<typeof mergePlugins>[0]): string {
  try {
    mergePlugins(config, BUILTIN_RESOURCES);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('merging plugins', () => {
  it('adds each plugin’s resources, fields, roles and pages in the order listed, the installation’s last', () => {
    const config = defineConfig({
      plugins: [sponsor, toga],
      resources: {
        kontak: { label: 'Contacts', fields: { nama: { type: 'text', required: true } } },
      },
      roles: { tamu: { label: 'Guest', permissions: ['kontak.view', 'sponsor.view'] } },
    });
    const resolved = resolveInstallation(BUILTIN_RESOURCES, config);
    const added = resolved.resources.slice(BUILTIN_RESOURCES.length).map((r) => r.name);
    expect(added).toEqual(['sponsor', 'pesananToga', 'kontak']);
    expect(resolved.roles.map((r) => r.name)).toEqual(['panitia', 'penjahit', 'tamu']);
    expect(resolved.pages.map((p) => p.path)).toEqual(['/menu/laporan-sponsor']);
    const mahasiswa = resolved.resources.find((r) => r.name === 'mahasiswa')!;
    expect(mahasiswa.fields.nama_wali).toMatchObject({ type: 'text', maxLength: 120 });
    expect(resolved.plugins).toEqual([
      {
        name: 'sponsor',
        resources: ['sponsor'],
        fields: ['mahasiswa.nama_wali'],
        roles: ['panitia'],
        pages: ['/menu/laporan-sponsor'],
        server: true,
      },
      { name: 'toga', resources: ['pesananToga'], fields: [], roles: ['penjahit'], pages: [], server: false },
    ]);
  });

  it('gives each plugin’s schema history the resources declared up to it', () => {
    const stages = pluginStages(BUILTIN_RESOURCES, { plugins: [sponsor, toga], resources: {} });
    const added = stages.map((s) => s.resources.slice(BUILTIN_RESOURCES.length).map((r) => r.name));
    expect(stages.map((s) => s.plugin)).toEqual(['sponsor', 'toga']);
    expect(added).toEqual([['sponsor'], ['sponsor', 'pesananToga']]);
    const mahasiswa = stages[0].resources.find((r) => r.name === 'mahasiswa')!;
    expect(Object.keys(mahasiswa.fields)).toContain('nama_wali');
  });

  it('merges the fields two plugins add to one built-in resource', () => {
    const guardian = definePlugin({
      name: 'guardian',
      extend: { mahasiswa: { fields: { telepon_wali: { type: 'phone' } } } },
    });
    const merged = mergePlugins({ plugins: [sponsor, guardian] }, BUILTIN_RESOURCES);
    expect(Object.keys(merged.config.extend?.mahasiswa?.fields ?? {})).toEqual(['nama_wali', 'telepon_wali']);
  });

  it('writes a plugin’s translations into its labels', () => {
    const { resources, roles } = translatedPlugin(toga);
    const orders = resources!.pesananToga;
    expect(labelIn(orders.label, 'id')).toBe('Pesanan Toga');
    expect(labelIn(orders.label, 'en')).toBe('Gown orders');
    expect(labelIn(orders.label, 'fr')).toBe('Gown orders');
    expect(labelIn(orders.fields.ukuran.label, 'id')).toBe('Ukuran');
    const options = orders.fields.ukuran.type === 'enum' ? orders.fields.ukuran.options : [];
    expect(options.map((o) => labelIn(o.name, 'id'))).toEqual(['Kecil', 'Besar']);
    expect(options.map((o) => labelIn(o.name, 'de'))).toEqual(['Small', 'Large']);
    expect(labelIn(roles!.penjahit.label, 'id')).toBe('Penjahit');
  });

  it('the sponsor example speaks all eight languages; a partly translated plugin is named label by label', async () => {
    expect(await missingTranslations(sponsor)).toEqual([]);
    const missing = await missingTranslations(toga);
    expect(missing).toContain('resources.pesananToga: de, es, fr, pt-BR, zh-CN, ar');
    expect(missing).toContain('resources.pesananToga.fields.ukuran.options.s: de, es, fr, pt-BR, zh-CN, ar');
    expect(missing).toContain('roles.penjahit: de, es, fr, pt-BR, zh-CN, ar');
  });
});

describe('name clashes stop the start with one line naming both', () => {
  it('a resource two plugins declare', () => {
    const other = definePlugin({
      name: 'sponsor-kit',
      resources: { sponsor: { label: 'Sponsors', fields: { nama: { type: 'text' } } } },
    });
    expect(problemOf({ plugins: [sponsor, other] })).toContain(
      '  - resources.sponsor: declared by plugin "sponsor" and by plugin "sponsor-kit"\n',
    );
  });

  it('a resource of a plugin and of the installation', () => {
    expect(
      problemOf({
        plugins: [sponsor],
        resources: { sponsor: { label: 'Sponsors', fields: { nama: { type: 'text' } } } },
      }),
    ).toContain('resources.sponsor: declared by plugin "sponsor" and by wisuda.config.ts');
  });

  it('a resource or a field of the core', () => {
    const bad = definePlugin({
      name: 'bad',
      resources: { acara: { label: 'Events', fields: { nama: { type: 'text' } } } } as never,
      extend: { mahasiswa: { fields: { nim: { type: 'text' } } } },
    });
    const message = problemOf({ plugins: [bad] });
    expect(message).toContain('resources.acara: declared by the core and by plugin "bad"');
    expect(message).toContain('extend.mahasiswa.fields.nim: declared by the core and by plugin "bad"');
  });

  it('a field two plugins add, a role, a page and a built-in role', () => {
    const copy = definePlugin({
      name: 'copy',
      extend: { mahasiswa: { fields: { nama_wali: { type: 'text' } } } },
      roles: {
        panitia: { label: 'Committee', permissions: ['mahasiswa.view'] },
        Administrator: { label: 'Admin', permissions: ['mahasiswa.view'] },
      },
      pages: [
        {
          path: '/menu/laporan-sponsor',
          title: 'Report',
          permission: 'mahasiswa.view',
          component: () => Promise.resolve({ default: () => null }),
        },
      ],
    });
    const message = problemOf({ plugins: [sponsor, copy] });
    expect(message.split('\n').filter((l) => l.startsWith('  - '))).toEqual([
      '  - extend.mahasiswa.fields.nama_wali: declared by plugin "sponsor" and by plugin "copy"',
      '  - roles.panitia: declared by plugin "sponsor" and by plugin "copy"',
      '  - roles.Administrator: declared by the core and by plugin "copy"',
      '  - pages /menu/laporan-sponsor: declared by plugin "sponsor" and by plugin "copy"',
    ]);
  });

  it('a plugin listed twice, or named against the rule', () => {
    expect(problemOf({ plugins: [toga, toga] })).toContain('plugins[1]: plugin "toga" is listed twice');
    expect(problemOf({ plugins: [{ ...toga, name: 'Toga Kit' }] })).toContain(
      'plugins[0]: a plugin has a name of lower case letters, digits and -',
    );
  });

  it('a config without plugins is left as it is', () => {
    const config = {
      resources: { kontak: { label: 'Contacts', fields: { nama: { type: 'text' as const } } } },
    };
    expect(mergePlugins(config, BUILTIN_RESOURCES)).toMatchObject({ config, plugins: [] });
  });
});
