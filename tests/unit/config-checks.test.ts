/**
 * Every mistake wisuda.config.ts can hold that the start catches stops it with one line naming where
 * it is and what to change, and that line is the one docs/extending.md's table of config errors
 * shows: each case below feeds one mistake and checks both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_PARENTS } from '../../domain/config/checks';
import { ConfigError, resolveConfig, type AnyWisudaConfig } from '../../domain/config/resolve';
import type { SortedFieldType } from '../../domain/config/types';
import { FIELD_TYPES, knownFieldType } from '../../domain/field-types';
import { SUBMENUS } from '../../domain/menu';
import { installationPages } from '../../domain/pages';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { iconProblems } from '../../server/config-icons';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** docs/extending.md as read (a `\|` in a table cell is a `|` of the message). */
const DOC = fs.readFileSync(path.join(ROOT, 'docs/extending.md'), 'utf8').replace(/\\\|/g, '|');

const sponsor = {
  label: 'Sponsor',
  fields: {
    nama: { type: 'text', required: true },
    acara_id: { type: 'reference', reference: 'acara', required: true },
  },
};
const component = async () => ({ default: () => null });
const page = (path: string, permission = 'sponsor.view') => ({
  path,
  title: 'Laporan',
  permission,
  component,
});

/** The lines a config's mistakes stop the start with (resolving it, then its pages). */
function problems(config: AnyWisudaConfig): string[] {
  try {
    const resolved = resolveConfig(BUILTIN_RESOURCES, config);
    installationPages(resolved.pages, resolved.resources);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message
      .split('\n')
      .filter((l) => l.startsWith('  - '))
      .map((l) => l.slice(4));
  }
  return [];
}

/** One mistake each, with the line it is reported with. */
const CASES: readonly { mistake: string; config: AnyWisudaConfig; line: string }[] = [
  {
    mistake: 'a resource name that is not camelCase',
    config: { resources: { pesanan_toga: sponsor } } as never,
    line: 'resources.pesanan_toga: a resource name is a camelCase word (sponsor, laporanKeuangan)',
  },
  {
    mistake: 'a resource named like a built-in one',
    config: { resources: { acara: sponsor } } as never,
    line: 'resources.acara: a built-in resource has this name; use extend.acara to add fields',
  },
  {
    mistake: 'a field name with capitals or spaces',
    config: { resources: { sponsor: { ...sponsor, fields: { Nama: { type: 'text' } } } } } as never,
    line: 'resources.sponsor.fields.Nama: a field name is lower case letters, digits and _',
  },
  {
    mistake: 'a reference to an unknown resource',
    config: {
      resources: {
        sponsor: { ...sponsor, fields: { acara_id: { type: 'reference', reference: 'acaraa' } } },
      },
    } as never,
    line: 'resources.sponsor.fields.acara_id: reference to unknown resource "acaraa"',
  },
  {
    mistake: 'an enum without options',
    config: { resources: { sponsor: { ...sponsor, fields: { tingkat: { type: 'enum' } } } } } as never,
    line: 'resources.sponsor.fields.tingkat: an enum field lists its "options"',
  },
  {
    mistake: 'a list column that is not a field',
    config: { resources: { sponsor: { ...sponsor, listColumns: ['nama', 'situs'] } } } as never,
    line: 'resources.sponsor.listColumns: "situs" is not a field of sponsor',
  },
  {
    mistake: 'a sort field a list cannot sort by',
    config: { resources: { sponsor: { ...sponsor, sortFields: ['nama', 'acara_id'] } } } as never,
    line: 'resources.sponsor.sortFields: "acara_id" is a reference field, which a list cannot sort by; leave it out',
  },
  {
    mistake: 'a default sort outside the sort fields',
    config: {
      resources: { sponsor: { ...sponsor, defaultSort: { field: 'acara_id', order: 'ASC' } } },
    } as never,
    line: 'resources.sponsor.defaultSort: "acara_id" is not in sortFields; add it there or sort by "id"',
  },
  {
    mistake: 'extend of a resource that is not built in',
    config: { extend: { sponsor: { fields: {} } } } as never,
    line: 'extend.sponsor: there is no built-in resource "sponsor"',
  },
  {
    mistake: 'an added field named like a built-in one',
    config: { extend: { mahasiswa: { fields: { nim: { type: 'text' } } } } } as never,
    line: 'extend.mahasiswa.fields.nim: mahasiswa already has a field "nim"',
  },
  {
    mistake: 'a gallery mark on a field of another resource than fileGroup',
    config: {
      extend: { acara: { fields: { sponsored: { type: 'boolean', galleryMark: 'Sponsored' } } } },
    } as never,
    line: 'extend.acara.fields.sponsored.galleryMark: only a field of the gallery groups (fileGroup) marks photos',
  },
  {
    mistake: 'a role permission of no resource',
    config: {
      resources: { sponsor },
      roles: { panitia: { label: 'Panitia', permissions: ['sponsr.view'] } },
    } as never,
    line: 'roles.panitia: permission "sponsr.view" names no resource (did you mean "sponsor.view"?)',
  },
  {
    mistake: 'a role permission of an action the resource does not have',
    config: {
      resources: { sponsor },
      roles: { panitia: { label: 'Panitia', permissions: ['sponsor.approve'] } },
    } as never,
    line: 'roles.panitia: permission "sponsor.approve" is not one of sponsor\'s (sponsor.view, sponsor.create, sponsor.update, sponsor.delete)',
  },
  {
    mistake: 'a page permission that names nothing',
    config: { pages: [page('/menu/laporan', 'laporan.view')] } as never,
    line: 'pages[0] (/menu/laporan): permission "laporan.view" names no resource; a permission is <resource>.<view|create|update|delete> or a self-service one (dashboard.view, profile.view, profile.update, galeri.self)',
  },
  {
    mistake: 'a menu parent that is no submenu',
    config: {
      resources: { sponsor: { ...sponsor, menu: { group: 'menu', icon: 'Handshake', parent: 'galleri' } } },
    } as never,
    line: 'resources.sponsor.menu.parent: there is no submenu "galleri" (did you mean "galeri"?); name one of perguruanTinggi, galeri, hakAkses or leave "parent" out',
  },
  {
    mistake: 'two resources on one route',
    config: { resources: { sponsor, donatur: { ...sponsor, route: '/menu/sponsor' } } } as never,
    line: 'resources.donatur: route "/menu/sponsor" is already used by resources.sponsor; give one of them another "route"',
  },
  {
    mistake: "a resource on a built-in resource's route",
    config: { resources: { sponsor: { ...sponsor, route: '/master/mahasiswa' } } } as never,
    line: 'resources.sponsor: route "/master/mahasiswa" is already used by mahasiswa (built-in); give resources.sponsor another "route"',
  },
  {
    mistake: "a resource on a built-in resource's table",
    config: { resources: { sponsor: { ...sponsor, table: 'acara' } } } as never,
    line: 'resources.sponsor: table "acara" is already used by acara (built-in); give resources.sponsor another "table"',
  },
  {
    mistake: "a resource on Wisuda's own API path",
    config: { resources: { sponsor: { ...sponsor, apiPath: '/auth' } } } as never,
    line: 'resources.sponsor: apiPath "/auth" is taken by Wisuda\'s own API (/api/auth); set "apiPath" to another path',
  },
  {
    mistake: "a resource on a built-in page's route",
    config: { resources: { sponsor: { ...sponsor, route: '/dashboard' } } } as never,
    line: 'resources.sponsor: route "/dashboard" is already used by the page dashboard; set "route" to another path',
  },
  {
    mistake: 'two pages on one path',
    config: {
      pages: [page('/menu/laporan', 'dashboard.view'), page('/menu/laporan', 'dashboard.view')],
    } as never,
    line: 'pages[1] (/menu/laporan): path "/menu/laporan" is already used by pages[0] (/menu/laporan); give one of them another "path"',
  },
  {
    mistake: "a page on a resource's route",
    config: { resources: { sponsor }, pages: [page('/menu/sponsor')] } as never,
    line: 'pages[0] (/menu/sponsor): path "/menu/sponsor" is already used by resources.sponsor; give one of them another "path"',
  },
  {
    mistake: "a page on one of a resource's screens",
    config: { resources: { sponsor }, pages: [page('/menu/sponsor/add')] } as never,
    line: 'pages[0] (/menu/sponsor/add): path "/menu/sponsor/add" is a screen of resources.sponsor (/menu/sponsor/add, /edit/<id>, /show/<id>); choose another path',
  },
  {
    mistake: 'a page on a built-in page',
    config: { pages: [page('/dashboard', 'dashboard.view')] } as never,
    line: 'pages[0]: path "/dashboard" is already used by the page dashboard; choose another "path"',
  },
  {
    mistake: 'a page under a path Wisuda keeps',
    config: { pages: [page('/auth/laporan', 'dashboard.view')] } as never,
    line: 'pages[0] (/auth/laporan): path "/auth/laporan" is under /auth, kept for sign-in and sign-up pages; choose a path like /menu/<name>',
  },
  {
    mistake: 'a page path without its leading /',
    config: { pages: [page('laporan', 'dashboard.view')] } as never,
    line: 'pages[0]: "path" starts with / (e.g. /menu/laporan)',
  },
  {
    mistake: 'a page reading the list of an unknown resource',
    config: { pages: [{ ...page('/menu/laporan', 'dashboard.view'), reads: [{ list: 'sponsr' }] }] } as never,
    line: 'pages[0] (/menu/laporan): reads[0]: list of unknown resource "sponsr"',
  },
];

describe('a config mistake the start catches', () => {
  it.each(CASES)(
    '$mistake: stops the start with its line, the one docs/extending.md shows',
    ({ config, line }) => {
      expect(problems(config)).toContain(line);
      expect(DOC).toContain(`\`${line}\``);
    },
  );

  it('an unknown menu icon names the icon and the closest one, as docs/extending.md shows', () => {
    const line =
      'resources.sponsor.menu.icon: "Handshak" is not an icon of @mui/icons-material (did you mean "Handshake"?)';
    const config = { resources: { sponsor: { ...sponsor, menu: { group: 'menu', icon: 'Handshak' } } } };
    expect(iconProblems(config as never)).toEqual([line]);
    expect(
      iconProblems({
        resources: { sponsor: { ...sponsor, menu: { group: 'menu', icon: 'Handshake' } } },
      } as never),
    ).toEqual([]);
    expect(DOC).toContain(`\`${line}\``);
  });

  it('the stock config has none', () => {
    expect(problems({})).toEqual([]);
  });
});

describe('what the typecheck and the start agree on', () => {
  it('the sortable field types of the config types are those field-types.ts sorts by', () => {
    const declared: Record<SortedFieldType, true> = {
      text: true,
      email: true,
      url: true,
      phone: true,
      color: true,
      int: true,
      year: true,
      decimal: true,
      money: true,
      boolean: true,
      date: true,
      time: true,
      datetime: true,
      enum: true,
    };
    expect(Object.keys(declared).sort()).toEqual(FIELD_TYPES.filter((t) => knownFieldType(t)?.sorted).sort());
  });

  it('the menu parents a config may name are the submenus of the menu', () => {
    expect([...MENU_PARENTS].sort()).toEqual(Object.keys(SUBMENUS).sort());
  });
});
