/**
 * The one rule of ids and the dates the database can take (domain/field-types.ts), and the net for
 * the database's data errors (server/errors.ts): docs/security.md, Input validation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idOf } from '../../domain/field-types';
import type { ResourceDef } from '../../domain/resource';
import { isCalendarDate, isDateTime, validateInput } from '../../domain/validation';
import { dataError, toHttpError } from '../../server/errors';

const NOT_IDS = [
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '1e1',
  '01',
  '-1',
  '1.0',
  '0',
  '',
  '١٢',
  '１',
  '9007199254740992',
  '99999999999999999999',
  '1\u0000',
  0,
  -1,
  1.5,
  2 ** 53,
  1e21,
  NaN,
  Infinity,
  null,
  true,
  [1],
  { id: 1 },
];

describe('idOf: the one rule of ids', () => {
  it('takes a whole number from 1 to Number.MAX_SAFE_INTEGER, as a number or its own digits', () => {
    expect(idOf(1)).toBe(1);
    expect(idOf('1')).toBe(1);
    expect(idOf('42')).toBe(42);
    expect(idOf(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(idOf(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses everything else', () => {
    for (const v of NOT_IDS) expect(idOf(v), JSON.stringify(v)).toBeUndefined();
  });

  it('reads back every id it writes, and nothing that is not written so', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => idOf(String(n)) === n),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const id = idOf(s);
        return id === undefined || String(id) === s;
      }),
    );
  });
});

describe('dates the database takes', () => {
  it('refuses days no calendar has and the year 0000', () => {
    for (const day of ['2026-02-31', '2026-02-29', '2026-13-01', '0000-01-01'])
      expect(isCalendarDate(day), day).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('0001-01-01')).toBe(true);
    expect(isDateTime('0000-12-31T23:59:59Z')).toBe(false);
    expect(isDateTime('2026-02-31T10:00:00.000000Z')).toBe(false);
    expect(isDateTime('2026-02-28T10:00:00.000000Z')).toBe(true);
  });
});

describe('written values', () => {
  const def: ResourceDef = {
    name: 'thing',
    table: 'thing',
    apiPath: '/thing',
    route: '/thing',
    title: 'Thing',
    permission: 'thing',
    fields: {
      owner_id: { type: 'reference', reference: 'user' },
      tag_ids: { type: 'references', reference: 'tag' },
      day: { type: 'date' },
      at: { type: 'datetime' },
    },
    labelField: 'owner_id',
    listColumns: [],
    searchFields: [],
    filterFields: [],
    sortFields: [],
    defaultSort: { field: 'id', order: 'ASC' },
  };

  it('take references by the rule of ids, from numbers or their digits', () => {
    expect(validateInput(def, 'create', { owner_id: '7', tag_ids: ['1', 2] })).toEqual({
      ok: true,
      data: { owner_id: 7, tag_ids: [1, 2] },
    });
    for (const bad of ['01', '1e1', '0x10', '-1', '1.0', 1e21, 2 ** 53, -1]) {
      const one = validateInput(def, 'create', { owner_id: bad });
      expect(one.ok ? {} : one.errors, JSON.stringify(bad)).toHaveProperty('owner_id');
      const many = validateInput(def, 'create', { tag_ids: [1, bad] });
      expect(many.ok ? {} : many.errors, JSON.stringify(bad)).toHaveProperty('tag_ids');
    }
  });

  it('refuse the year 0000 as a date and a date-time', () => {
    const r = validateInput(def, 'create', { day: '0000-01-01', at: '0000-01-01T00:00:00Z' });
    expect(r.ok ? {} : Object.keys(r.errors).sort()).toEqual(['at', 'day']);
  });
});

describe('the net for database data errors', () => {
  it('answers 400 for the data errors a request can cause, nothing for others', () => {
    for (const code of ['22021', '22P02', '22003', '22007', '22008', '22001']) {
      const error = Object.assign(new Error('db'), { code });
      expect(dataError(error)?.statusCode, code).toBe(400);
      expect(toHttpError(error)?.statusCode, code).toBe(400);
    }
    expect(dataError(Object.assign(new Error('db'), { code: '22012' }))).toBeUndefined();
    expect(dataError(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(dataError(null)).toBeUndefined();
    expect(toHttpError(Object.assign(new Error('db'), { code: '22021' }))?.code).toBe('crud.wrongFormat');
    expect(toHttpError(Object.assign(new Error('db'), { code: '22008' }))?.code).toBe('crud.outOfRange');
  });
});
