/** wisuda.config.ts resolved: defaults derived from the fields, extensions, and one clear error per mistake. */
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  resolveConfig,
  resourceFromConfig,
  type AnyWisudaConfig,
} from '../../domain/config/resolve';
import { labelIn } from '../../domain/config/label';
import { resolveInstallation } from '../../domain/config/plugin';
import { defineConfig } from '../../domain/config';
import { BUILTIN_RESOURCES, RESOURCES } from '../../domain/resources';
import type { ResourceConfig } from '../../domain/config/types';

const sponsor = {
  label: { en: 'Sponsors', id: 'Sponsor' },
  menu: { group: 'menu', icon: 'Handshake' },
  fields: {
    nama: { type: 'text', required: true, maxLength: 120, label: { en: 'Name', id: 'Nama' } },
    situs: { type: 'url', label: { en: 'Website', id: 'Situs' } },
    acara_id: { type: 'reference', reference: 'acara', required: true, label: { en: 'Event', id: 'Acara' } },
    nilai: { type: 'money', min: 0, label: { en: 'Amount', id: 'Nilai' } },
    tingkat: {
      type: 'enum',
      options: [
        { id: 'gold', name: 'Gold' },
        { id: 'silver', name: 'Silver' },
      ],
      label: 'Tingkat',
    },
    aktif: { type: 'boolean', default: true },
    tanggal: { type: 'date' },
    logo: { type: 'image' },
    catatan: { type: 'longtext' },
  },
} as const satisfies ResourceConfig;

const resolve = (config: AnyWisudaConfig) => resolveConfig(BUILTIN_RESOURCES, config as never);
const problems = (config: AnyWisudaConfig): string => {
  try {
    resolve(config);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('a configured resource gets sensible defaults from its fields', () => {
  const def = resourceFromConfig('sponsor', sponsor);

  it('names its table, API path, route, permission and title after the resource', () => {
    expect(def).toMatchObject({
      name: 'sponsor',
      table: 'sponsor',
      apiPath: '/sponsor',
      route: '/menu/sponsor',
      permission: 'sponsor',
      title: 'Sponsor',
    });
    expect(
      resourceFromConfig('laporanKeuangan', { ...sponsor, menu: { group: 'master', icon: 'Assessment' } }),
    ).toMatchObject({
      table: 'laporan_keuangan',
      route: '/master/laporan-keuangan',
      apiPath: '/laporanKeuangan',
    });
  });

  it('derives label field, columns, search, filters, sorting and option filters', () => {
    expect(def.labelField).toBe('nama');
    expect(def.defaultSort).toEqual({ field: 'nama', order: 'ASC' });
    expect(def.listColumns).toEqual(['nama', 'situs', 'acara_id', 'nilai', 'tingkat', 'aktif']);
    expect(def.searchFields).toEqual(['nama', 'situs']);
    expect(def.filterFields).toEqual(['acara_id', 'tingkat', 'aktif', 'tanggal']);
    expect(def.sortFields).toEqual(['nama', 'situs', 'nilai', 'tingkat', 'aktif', 'tanggal']);
    expect(def.optionFilters).toEqual(['acara_id']);
    expect(def.menu).toMatchObject({ group: 'menu', icon: 'Handshake' });
  });

  it('keeps what the config says instead of the defaults', () => {
    const own = resourceFromConfig('sponsor', {
      ...sponsor,
      listColumns: ['nama'],
      defaultSort: { field: 'nilai', order: 'DESC' },
      route: '/menu/mitra',
    });
    expect(own).toMatchObject({
      listColumns: ['nama'],
      defaultSort: { field: 'nilai', order: 'DESC' },
      route: '/menu/mitra',
    });
  });
});

describe('labels', () => {
  it('fall back to English, then to the text given', () => {
    expect(labelIn({ en: 'Sponsors', id: 'Sponsor' }, 'id')).toBe('Sponsor');
    expect(labelIn({ en: 'Sponsors', id: 'Sponsor' }, 'de')).toBe('Sponsors');
    expect(labelIn({ id: 'Sponsor' }, 'de')).toBe('Sponsor');
    expect(labelIn('Tingkat', 'ar')).toBe('Tingkat');
  });
});

describe('resolveConfig', () => {
  it('adds configured resources after the built-in ones and extends built-ins', () => {
    const out = resolve(
      defineConfig({
        resources: { sponsor },
        extend: {
          mahasiswa: {
            fields: {
              nama_wali: { type: 'text', maxLength: 120 },
              golongan: { type: 'enum', options: [{ id: 'A', name: 'A' }] },
            },
          },
        },
        roles: { panitia: { label: 'Panitia', permissions: ['sponsor.view', 'mahasiswa.view'] } },
      }),
    );
    expect(out.resources.map((r) => r.name).slice(-1)).toEqual(['sponsor']);
    const mhs = out.resources.find((r) => r.name === 'mahasiswa')!;
    expect(mhs.fields.nama_wali).toMatchObject({ type: 'text', maxLength: 120 });
    expect(mhs.searchFields).toContain('nama_wali');
    expect(mhs.filterFields).toContain('golongan');
    expect(out.roles).toEqual([
      { name: 'panitia', label: 'Panitia', permissions: ['sponsor.view', 'mahasiswa.view'] },
    ]);
  });

  it('an empty config changes nothing', () => {
    const empty = resolve(defineConfig({}));
    expect(empty.resources).toEqual(BUILTIN_RESOURCES);
    expect(empty.roles).toEqual([]);
    expect(empty.pages).toEqual([]);
  });

  it("this installation's wisuda.config.ts resolves to the resources the app runs with", async () => {
    const installed = (await import('../../wisuda.config')).default;
    // with the plugins it lists (the ceremony) merged in
    expect(resolveInstallation(BUILTIN_RESOURCES, installed).resources).toEqual(RESOURCES);
    expect(RESOURCES.slice(0, BUILTIN_RESOURCES.length).map((r) => r.name)).toEqual(
      BUILTIN_RESOURCES.map((r) => r.name),
    );
  });

  it('names resource and field of every mistake the type system cannot see', () => {
    const message = problems({
      resources: {
        sponsor: {
          label: 'Sponsor',
          fields: {
            nama: { type: 'txt' as never },
            acara_id: { type: 'reference', reference: 'acaraa' },
            tingkat: { type: 'enum' },
            'Bad Name': { type: 'text' },
          },
          listColumns: ['nama', 'situs'],
        },
      },
    } as never);
    expect(message).toContain('resources.sponsor.fields.nama: unknown field type "txt"');
    expect(message).toContain('resources.sponsor.fields.acara_id: reference to unknown resource "acaraa"');
    expect(message).toContain('resources.sponsor.fields.tingkat: an enum field lists its "options"');
    expect(message).toContain(
      'resources.sponsor.fields.Bad Name: a field name is lower case letters, digits and _',
    );
    expect(message).toContain('sponsor.listColumns: "situs" is not a field of sponsor');
  });

  it('refuses duplicate routes, tables and names, unknown extensions and fields that exist', () => {
    expect(
      problems({ resources: { sponsor: { ...sponsor, route: '/master/mahasiswa' } } } as never),
    ).toContain('route "/master/mahasiswa" is already used by mahasiswa');
    expect(problems({ resources: { sponsor: { ...sponsor, table: 'acara' } } } as never)).toContain(
      'table "acara" is already used by acara',
    );
    expect(problems({ resources: { acara: sponsor } } as never)).toContain('use extend.acara to add fields');
    expect(problems({ extend: { sponsor: { fields: {} } } } as never)).toContain(
      'there is no built-in resource "sponsor"',
    );
    expect(problems({ extend: { mahasiswa: { fields: { nim: { type: 'text' } } } } } as never)).toContain(
      'extend.mahasiswa.fields.nim: mahasiswa already has a field "nim"',
    );
    expect(
      problems({
        pages: [{ path: 'laporan', title: 'Laporan', permission: 'sponsor.view', component: undefined }],
      } as never),
    ).toContain('"path" starts with /');
  });

  it('refuses a role permission of no resource', () => {
    expect(
      problems({ roles: { panitia: { label: 'Panitia', permissions: ['sponsr.view'] } } } as never),
    ).toContain('roles.panitia: permission "sponsr.view" names no resource');
  });
});

describe("a configured page's first reads", () => {
  const page = (reads: unknown[]) => ({
    path: '/menu/laporan-sponsor',
    title: 'Laporan',
    permission: 'sponsor.view',
    component: async () => ({ default: () => null }),
    reads,
  });
  const readsOf = (reads: unknown[]) =>
    resolveConfig(BUILTIN_RESOURCES, { resources: { sponsor }, pages: [page(reads)] } as never).pages[0]
      .reads;
  const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

  it("resolves a list read to its first rows, by the resource's default sort unless given, and keeps an address", () => {
    const [report, events, figures] = readsOf([
      { list: 'sponsor', perPage: 1000, sort: { field: 'id', order: 'ASC' }, filter: { aktif: true } },
      { list: 'acara' },
      '/api/dashboard/admin',
    ])!;
    // a configured resource's API path is its name (`/sponsor`)
    expect(new URL(report, 'http://x').pathname).toBe('/api/sponsor');
    expect(query(report)).toEqual({ sort: '["id","ASC"]', range: '[0,999]', filter: '{"aktif":true}' });
    const acara = BUILTIN_RESOURCES.find((r) => r.name === 'acara')!;
    expect(new URL(events, 'http://x').pathname).toBe(`/api${acara.apiPath}`);
    expect(query(events)).toEqual({
      sort: JSON.stringify([acara.defaultSort.field, acara.defaultSort.order]),
      range: '[0,24]',
      filter: '{}',
    });
    expect(figures).toBe('/api/dashboard/admin');
  });

  it('refuses a list of no resource, a page size out of bounds and an address outside /api', () => {
    const problemsOf = (reads: unknown[]) => {
      try {
        readsOf(reads);
        return '';
      } catch (error) {
        return (error as ConfigError).message;
      }
    };
    expect(problemsOf([{ list: 'sponsr' }])).toContain(
      'pages[0] (/menu/laporan-sponsor): reads[0]: list of unknown resource "sponsr"',
    );
    expect(problemsOf([{ list: 'sponsor', perPage: 1001 }])).toContain(
      '"perPage" is a whole number from 1 to 1000',
    );
    expect(problemsOf(['https://example.test/api/x'])).toContain('is not a GET address under /api/');
  });
});

describe('the default sort of a configured resource', () => {
  const sortOf = (config: AnyWisudaConfig) => resolve(config).resources.at(-1)!.defaultSort;

  it('is its text label, and never a reference: a resource with only a reference required sorts by id', () => {
    expect(sortOf(defineConfig({ resources: { sponsor } }))).toEqual({ field: 'nama', order: 'ASC' });
    const pesanan = defineConfig({
      resources: {
        pesanan: {
          label: 'Pesanan',
          fields: { mahasiswa_id: { type: 'reference', reference: 'mahasiswa', required: true } },
        },
      },
    });
    expect(sortOf(pesanan)).toEqual({ field: 'id', order: 'ASC' });
  });

  it('may be id, and a field outside sortFields is named as the mistake', () => {
    const byId = defineConfig({
      resources: {
        pesanan: {
          label: 'Pesanan',
          fields: { ukuran: { type: 'text', required: true } },
          defaultSort: { field: 'id', order: 'DESC' },
        },
      },
    });
    expect(sortOf(byId)).toEqual({ field: 'id', order: 'DESC' });
    const message = problems({
      resources: {
        pesanan: {
          label: 'Pesanan',
          fields: {
            mahasiswa_id: { type: 'reference', reference: 'mahasiswa', required: true },
            ukuran: { type: 'text' },
          },
          defaultSort: { field: 'mahasiswa_id', order: 'ASC' },
        },
      },
    });
    expect(message).toContain(
      'resources.pesanan.defaultSort: "mahasiswa_id" is not in sortFields; add it there or sort by "id"',
    );
  });
});
