/**
 * The built-in resources are declared in the config form an integrator writes and resolved by the
 * same code (domain/config/resolve.ts). tests/fixtures/builtin-resources.json holds every built-in
 * declaration as it was when each was still written as a complete ResourceDef (its JSON: functions
 * left out): what resolving the config form gives must be exactly that, key for key.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  resolveConfig,
  resourceFromConfig,
  resourceProblems,
} from '../../domain/config/resolve';
import type { ResourceConfig } from '../../domain/config/types';
import { BUILTINS } from '../../domain/resources/builtin';
import { BUILTIN_RESOURCES } from '../../domain/resources';

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/builtin-resources.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/** A declaration as JSON sees it: no functions, no undefined keys. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the built-in resources resolved from their config form', () => {
  it('are the same resources, in the same order', () => {
    expect(Object.keys(BUILTINS)).toEqual(Object.keys(fixture));
  });

  it.each(Object.keys(fixture))('%s resolves to the declaration it had as a complete ResourceDef', (name) => {
    const def = BUILTINS[name as keyof typeof BUILTINS];
    expect(plain(def)).toStrictEqual(fixture[name]);
  });
});

describe('the options the built-in resources use are checked in a configured resource', () => {
  const known = new Set([...Object.keys(BUILTINS), 'file']);

  it('find nothing wrong with the built-in declarations (the gallery files are the file module)', () => {
    for (const def of BUILTIN_RESOURCES) expect(resourceProblems(def, known)).toEqual([]);
  });

  const fields = {
    nama: { type: 'text', required: true },
    kode: { type: 'text' },
    rahasia: { type: 'password', writeOnly: true, virtual: true },
    status: {
      type: 'enum',
      options: [
        { id: 'draft', name: 'Draft' },
        { id: 'final', name: 'Final' },
      ],
    },
    pemilik: { type: 'reference', reference: 'acara' },
    terkunci: { type: 'text' },
  } as const;
  const problems = (options: Record<string, unknown>): string => {
    try {
      resolveConfig(BUILTIN_RESOURCES, {
        resources: { laporan: { label: 'Laporan', fields, ...options } as ResourceConfig },
      });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    return '';
  };

  it('accept each of them when it is right', () => {
    expect(
      problems({
        labelQualifier: 'kode',
        largeOptions: true,
        companyOnly: true,
        optionsForAnyCaller: true,
        optionsForOthersOnly: { status: ['final'] },
        menu: { group: 'menu', icon: 'Article', order: 7 },
      }),
    ).toBe('');
    expect(problems({ singleton: true, publicFields: ['nama'] })).toBe('');
  });

  it('carry them into the declaration, a singleton only read and updated', () => {
    const def = resourceFromConfig('laporan', {
      label: 'Laporan',
      fields,
      singleton: true,
      publicFields: ['nama'],
      labelQualifier: 'kode',
      companyOnly: true,
      largeOptions: true,
      tenantAlso: [{ resource: 'mahasiswa', field: 'user_id' }],
    });
    expect(def).toMatchObject({
      singleton: true,
      publicFields: ['nama'],
      labelQualifier: 'kode',
      companyOnly: true,
      largeOptions: true,
      tenantAlso: [{ resource: 'mahasiswa', field: 'user_id' }],
      actions: ['view', 'update'],
    });
    expect(resourceFromConfig('laporan', { label: 'Laporan', fields })).not.toHaveProperty('actions');
  });

  it('name a wrong one with the resource and the option', () => {
    expect(problems({ labelQualifier: 'nope' })).toContain(
      'resources.laporan.labelQualifier: "nope" is not a field of laporan',
    );
    expect(problems({ publicFields: ['nama'] })).toContain(
      'resources.laporan.publicFields: only a singleton serves public fields',
    );
    expect(problems({ singleton: true, publicFields: ['rahasia'] })).toContain(
      'resources.laporan.publicFields: "rahasia" is write-only',
    );
    expect(problems({ singleton: true, actions: ['view', 'create'] })).toContain(
      'resources.laporan.actions: a singleton is only read and updated',
    );
    expect(problems({ ownerField: 'pemilik' })).toContain(
      'resources.laporan.ownerField: "pemilik" is not a reference field to user',
    );
    expect(problems({ ownerField: 'id' })).toContain(
      'resources.laporan.ownerField: "id" is the user resource',
    );
    expect(problems({ optionsForOthersOnly: { status: ['final'] } })).toContain(
      'resources.laporan.optionsForOthersOnly: needs optionsForAnyCaller: true',
    );
    expect(problems({ optionsForAnyCaller: true, optionsForOthersOnly: { status: ['terbit'] } })).toContain(
      'resources.laporan.optionsForOthersOnly.status: "terbit" is not an option of status',
    );
    expect(problems({ builtin: { flag: 'nama', lockedFields: ['kode'] } })).toContain(
      'resources.laporan.builtin.flag: "nama" is not a boolean field of laporan',
    );
    expect(problems({ largeOptions: 'yes' })).toContain('resources.laporan.largeOptions: true or false');
    expect(problems({ menu: { group: 'menu', icon: 'Article', order: 'first' } })).toContain(
      'resources.laporan.menu.order: a number',
    );
    expect(problems({ tenantAlso: [{ resource: 'acara', field: 'nama' }] })).toContain(
      'laporan: tenantAlso names a resource and field that do not reference laporan',
    );
  });
});
