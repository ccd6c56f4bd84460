/**
 * The one list of languages (domain/i18n/languages.ts) and the one home of the product's words
 * (domain/i18n/<folder>/, docs/i18n.md): every language of the list has a folder holding every area
 * file English has, each with exactly English's keys, the app has a loader for it, and every other
 * list of languages is the list's.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES } from '../../domain/i18n/languages';
import { CATALOGS, LOCALES } from '../../domain/messages/catalogs';
import { MAIL_TEXTS } from '../../domain/i18n/mail';
import { INTL_LOCALES } from '../../domain/format';
import { LANGUAGE_OPTIONS } from '../../domain/options';
import { MESSAGE_LOADERS } from '../../src/i18n/messageLoaders';

const HOME = fileURLToPath(new URL('../../domain/i18n/', import.meta.url));
const APP = fileURLToPath(new URL('../../src/i18n/', import.meta.url));

const areasOf = (folder: string) =>
  readdirSync(`${HOME}${folder}`)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();

/** Dotted keys of every exported tree of a module; a list (a mail's lines) is one key. */
function keysOf(module: Record<string, unknown>): string[] {
  const keys: string[] = [];
  const walk = (tree: object, prefix: string) => {
    for (const [name, value] of Object.entries(tree)) {
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        walk(value, `${prefix}${name}.`);
      else if (typeof value !== 'function') keys.push(`${prefix}${name}`);
    }
  };
  for (const exported of Object.values(module))
    if (typeof exported === 'object' && exported !== null) walk(exported, '');
  return [...new Set(keys)].sort();
}

const load = (folder: string, area: string) =>
  import(`../../domain/i18n/${folder}/${area}.ts`) as Promise<Record<string, unknown>>;

describe('one list of languages, one home of the words', () => {
  it('every language has its folder of words and the app its loader; no folder is of no language', () => {
    const folders = readdirSync(HOME, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(LANGUAGES.map((l) => l.folder).sort());
    for (const l of LANGUAGES) expect(existsSync(`${APP}${l.folder}/index.ts`), l.folder).toBe(true);
  });

  it('every other list of languages is the list', () => {
    const codes = [...LANGUAGE_CODES];
    expect([...LOCALES]).toEqual(codes);
    expect(Object.keys(CATALOGS)).toEqual(codes);
    expect(Object.keys(MAIL_TEXTS)).toEqual(codes);
    expect(Object.keys(INTL_LOCALES)).toEqual(codes);
    expect(LANGUAGE_OPTIONS.map((o) => o.id)).toEqual(codes);
    expect(Object.keys(MESSAGE_LOADERS)).toEqual(codes);
    for (const code of codes) expect(typeof MESSAGE_LOADERS[code], code).toBe('function');
  });

  const english = areasOf('en');
  for (const { folder } of LANGUAGES.filter((l) => l.folder !== 'en')) {
    it(`${folder} has every area file of English and no other`, () => {
      expect(areasOf(folder)).toEqual(english);
    });

    it(`${folder} has exactly English's keys in every area`, async () => {
      for (const area of english) {
        const [own, reference] = await Promise.all([load(folder, area), load('en', area)]);
        const keys = keysOf(own);
        const expected = keysOf(reference);
        expect({
          area,
          missing: expected.filter((k) => !keys.includes(k)),
          extra: keys.filter((k) => !expected.includes(k)),
        }).toEqual({ area, missing: [], extra: [] });
      }
    });
  }
});
