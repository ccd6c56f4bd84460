/**
 * `fieldError`, the browser form's validator of one field (src/resources/generic/validators.ts), is
 * the server's check of that field: for every field of every declaration, in both modes, it gives
 * the first message `validateInput` gives the field for the same value (before the cross-field
 * rules, which the form runs apart), and nothing when the server finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import {
  buildSchema,
  fieldError,
  issuesToErrors,
  normalizeInput,
  writableFields,
  type WriteMode,
} from '../../domain/validation';

const SAMPLES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'Universitas Uji',
  'a\u0000b',
  'ab😀😀😀😀',
  'x'.repeat(300),
  'javascript:alert(1)',
  'https://example.test/a',
  'not-an-address',
  'siti@example.test',
  '2026-02-31',
  '2026-02-28',
  '2026-02-28T10:00:00Z',
  '25:00',
  '#ff8800',
  '081234567890',
  '12',
  0,
  1,
  -1,
  1.5,
  3.456,
  1000,
  2 ** 31,
  true,
  [],
  [1, 2, 2],
  ['a', 'b'],
  ['a\u0000'],
  { id: 1 },
];

/** The field part of `validateInput`: the first message of this field, if any. */
// one schema per resource and mode, as the server builds it once: built anew for each of the
// thousand-odd samples, the test spent its time building schemas
const schemas = new Map<string, ReturnType<typeof buildSchema>>();
function schemaOf(def: (typeof RESOURCES)[number], mode: WriteMode) {
  const key = `${def.name} ${mode}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = buildSchema(def, mode)));
  return schema;
}

function serverFirst(def: (typeof RESOURCES)[number], mode: WriteMode, name: string, value: unknown) {
  const result = schemaOf(def, mode).safeParse(normalizeInput(def, mode, { [name]: value }));
  return result.success ? undefined : issuesToErrors(result.error.issues)[name]?.[0];
}

describe('fieldError: one field checked as the server checks it', () => {
  it('gives the server first message of each field for every sample value, in both modes', () => {
    let checked = 0;
    for (const def of RESOURCES) {
      for (const mode of ['create', 'update'] as const) {
        for (const [name, field] of writableFields(def, mode)) {
          for (const value of SAMPLES) {
            expect(
              fieldError(field, mode, value),
              `${def.name}.${name} ${mode} ${JSON.stringify(value)}`,
            ).toEqual(serverFirst(def, mode, name, value));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // a thousand-odd parses on each side: seconds on a busy 2-core machine
  }, 30_000);
});
