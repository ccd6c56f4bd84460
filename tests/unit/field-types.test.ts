/**
 * The field-type registries (domain/field-types.ts, server/crud/field-types.ts): one entry per type
 * on each side, and the strict rules of the field model shared by writes and list filters: no NUL
 * characters in texts, real calendar dates, times of a day, whole numbers within the column.
 */
import { describe, expect, it } from 'vitest';
import { DOMAIN_FIELD_TYPES, FIELD_TYPES } from '../../domain/field-types';
import { msg } from '../../domain/messages';
import { defineResource } from '../../domain/resource';
import { acara, plan } from '../../domain/resources';
import { validateInput } from '../../domain/validation';
import { SERVER_FIELD_TYPES } from '../../server/crud/field-types';
import { compileModel } from '../../server/crud/model';
import { filterValue, parseFilter } from '../../server/crud/params';

const strict = defineResource({
  name: 'strict',
  table: 'strict',
  apiPath: '/strict',
  route: '/strict',
  title: 'Strict',
  permission: 'strict',
  fields: {
    nama: { type: 'text', maxLength: 50 },
    catatan: { type: 'longtext' },
    situs: { type: 'url' },
    telepon: { type: 'phone' },
    rahasia: { type: 'password' },
    fitur: { type: 'list', maxLength: 20 },
    tanggal: { type: 'date' },
    jam: { type: 'time' },
    jumlah: { type: 'int' },
  },
  labelField: 'nama',
  listColumns: ['nama'],
  searchFields: ['nama'],
  filterFields: ['nama', 'tanggal', 'jam', 'jumlah'],
  sortFields: ['nama'],
  defaultSort: { field: 'nama', order: 'ASC' },
});

const errorsOf = (input: Record<string, unknown>) => {
  const r = validateInput(strict, 'create', input);
  return r.ok ? {} : r.errors;
};

/** The status and message code of what a filter parser throws, or the parsed value. */
function filtered(parse: () => unknown): unknown {
  try {
    return { value: parse() };
  } catch (err) {
    const e = err as { statusCode?: number; message?: string; msg?: { key: string; params?: object } };
    return { status: e.statusCode, code: e.msg?.key ?? e.message, params: e.msg?.params };
  }
}

describe('field type registries', () => {
  it('have one entry per field type on each side, in the same order', () => {
    expect(Object.keys(SERVER_FIELD_TYPES)).toEqual(Object.keys(DOMAIN_FIELD_TYPES));
    expect(FIELD_TYPES).toContain('enum');
    expect(FIELD_TYPES).toHaveLength(20);
  });

  it('give each entry its own member of the field model', () => {
    const options = [{ id: 'gold', name: 'Gold' }];
    expect(SERVER_FIELD_TYPES.enum.openapi({ type: 'enum', options })).toEqual({
      type: 'string',
      enum: ['gold'],
    });
    expect(SERVER_FIELD_TYPES.decimal.column({ type: 'decimal', scale: 3 })).toBe('numeric(12,3)');
    expect(SERVER_FIELD_TYPES.money.column({ type: 'money' })).toBe('numeric(14,2)');
  });
});

describe('strict values on write', () => {
  it('refuse a NUL character in any text with its own field error', () => {
    const nul = [msg.validation.nul()];
    expect(
      errorsOf({
        nama: 'Siti\u0000',
        catatan: 'a\u0000b',
        situs: 'https://example.ac.id/\u0000',
        telepon: '\u0000+62 812 3456',
        rahasia: 'Rahasia\u0000-2026',
        fitur: ['ok', 'bad\u0000'],
      }),
    ).toEqual({ nama: nul, catatan: nul, situs: nul, telepon: nul, rahasia: nul, fitur: nul });
    expect(errorsOf({ nama: 'Siti Aminah', catatan: 'baris\nkedua\ttab', fitur: ['ok'] })).toEqual({});
  });

  it('accept only real calendar dates', () => {
    expect(errorsOf({ tanggal: '2026-02-31' })).toEqual({ tanggal: [msg.validation.date()] });
    expect(errorsOf({ tanggal: '2025-02-29' })).toEqual({ tanggal: [msg.validation.date()] });
    expect(errorsOf({ tanggal: '2026-04-31' })).toEqual({ tanggal: [msg.validation.date()] });
    expect(errorsOf({ tanggal: '2024-02-29' })).toEqual({});
    expect(errorsOf({ tanggal: '2026-12-31' })).toEqual({});
  });

  it('accept only HH:MM or HH:MM:SS within a day', () => {
    for (const jam of ['24:00', '12:60', '7:30', '12:30:60', '12:30:15.5', '1230'])
      expect(errorsOf({ jam }), jam).toEqual({ jam: [msg.validation.time()] });
    for (const jam of ['00:00', '23:59', '23:59:59', '08:00:00']) expect(errorsOf({ jam }), jam).toEqual({});
  });
});

describe('list filters parse by the same rules (400, never a database error)', () => {
  const model = compileModel(strict, [strict]);
  const parse = (filter: Record<string, unknown>) =>
    filtered(() => parseFilter(model, JSON.stringify(filter)));
  const badFilter = (field: string) => ({ status: 400, code: 'list.filterValue', params: { field } });

  it('refuse a date that is no calendar day, in equality and ranges', () => {
    expect(parse({ tanggal: '2026-02-31' })).toEqual(badFilter('tanggal'));
    expect(parse({ tanggal_gte: '2026-02-30' })).toEqual(badFilter('tanggal'));
    expect(parse({ tanggal_lte: '2026-13-01' })).toEqual(badFilter('tanggal'));
    expect(parse({ tanggal_gte: '2024-02-29' })).toEqual({
      value: [{ kind: 'cmp', field: 'tanggal', op: '>=', value: '2024-02-29' }],
    });
    expect(filtered(() => filterValue('tanggal', acara.fields.tanggal, '2026-02-31'))).toEqual(
      badFilter('tanggal'),
    );
  });

  it('refuse a time out of range', () => {
    expect(parse({ jam_gte: '25:00' })).toEqual(badFilter('jam'));
    expect(parse({ jam: 'pagi' })).toEqual(badFilter('jam'));
    expect(parse({ jam_lte: '17:30' })).toEqual({
      value: [{ kind: 'cmp', field: 'jam', op: '<=', value: '17:30' }],
    });
  });

  it('refuse a whole number beyond the integer column, not beyond a bigint id', () => {
    expect(parse({ jumlah: 2147483648 })).toEqual(badFilter('jumlah'));
    expect(parse({ jumlah_gte: '-2147483649' })).toEqual(badFilter('jumlah'));
    expect(parse({ jumlah: [1, 99999999999] })).toEqual(badFilter('jumlah'));
    expect(parse({ jumlah_lte: 2147483647 })).toEqual({
      value: [{ kind: 'cmp', field: 'jumlah', op: '<=', value: 2147483647 }],
    });
    const planModel = compileModel(plan, [plan]);
    expect(filtered(() => parseFilter(planModel, JSON.stringify({ durasi_bulan: 1e12 })))).toEqual(
      badFilter('durasi_bulan'),
    );
    expect(parse({ id: [2147483648] })).toEqual({
      value: [{ kind: 'in', field: 'id', values: [2147483648] }],
    });
  });

  it('refuse NUL characters in text filters and in the search text', () => {
    expect(parse({ nama: 'Siti\u0000' })).toEqual(badFilter('nama'));
    expect(parse({ q: 'Siti\u0000' })).toEqual({ status: 400, code: 'list.searchText', params: undefined });
    expect(parse({ nama: 'Siti', q: ' Aminah ' })).toEqual({
      value: [
        { kind: 'eq', field: 'nama', value: 'Siti' },
        { kind: 'search', text: 'Aminah' },
      ],
    });
  });
});
