import { describe, expect, it } from 'vitest';
import { clientKey, msg, type Msg, type MsgKey } from '../../domain/messages';
import { CATALOGS, LOCALES, flatCatalog, render, type Locale } from '../../domain/messages/catalogs';
import { LANGUAGES, PLURAL_FORMS as FORMS_OF_RULE, perLanguageOf } from '../../domain/i18n/languages';
import { negotiate } from '../../server/i18n';

const english = flatCatalog('en');
const keys = [...english.keys()].sort();

const params = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();
/** Plural forms polyglot (and our renderer) can choose from, per language. */
const PLURAL_FORMS: Record<Locale, number> = perLanguageOf((l) => FORMS_OF_RULE[l.plural]);

describe('shared message catalog', () => {
  it('speaks exactly the languages of the app', () => {
    expect([...LOCALES].sort()).toEqual(LANGUAGES.map((l) => l.locale).sort());
    expect(Object.keys(CATALOGS).sort()).toEqual([...LOCALES].sort());
  });

  it('English has messages', () => {
    expect(keys.length).toBeGreaterThan(100);
  });

  for (const locale of LOCALES) {
    describe(locale, () => {
      const texts = flatCatalog(locale);

      it('has exactly the keys of English', () => {
        const own = [...texts.keys()].sort();
        expect({
          missing: keys.filter((k) => !texts.has(k)),
          extra: own.filter((k) => !english.has(k)),
        }).toEqual({ missing: [], extra: [] });
      });

      it('uses the same parameters as English in every message', () => {
        const wrong = keys.filter(
          (k) => JSON.stringify(params(texts.get(k) ?? '')) !== JSON.stringify(params(english.get(k)!)),
        );
        expect(wrong.map((k) => `${k}: ${texts.get(k)}`)).toEqual([]);
      });

      it('has no empty messages, and plural forms only with smart_count and no more than the language has', () => {
        const bad = keys.filter((k) => {
          const text = texts.get(k) ?? '';
          const forms = text.split('||||');
          return (
            forms.some((f) => f.trim() === '') ||
            (forms.length > 1 && !params(text).includes('smart_count')) ||
            forms.length > PLURAL_FORMS[locale]
          );
        });
        expect(bad).toEqual([]);
      });

      if (locale !== 'en') {
        it('is a translation, not a copy of English', () => {
          // Messages made only of parameters and symbols may be the same in every language.
          const words = (text: string) => /[a-z]{4}/i.test(text.replace(/%\{\w+\}/g, ''));
          const copied = keys.filter((k) => texts.get(k) === english.get(k) && words(english.get(k)!));
          expect(copied).toEqual([]);
        });
      }
    });
  }

  it('the typed builders make key + parameters, and render them in every language', () => {
    const m = msg.validation.minLength({ min: 3 });
    expect(m).toEqual({ key: 'validation.minLength', params: { min: 3 } });
    expect(msg.validation.required()).toEqual({ key: 'validation.required' });
    expect(render(m)).toBe('Must be at least 3 characters.');
    expect(render(m, 'id')).toBe('Minimal 3 karakter.');
    expect(clientKey(m)).toBe('msg.validation.minLength');
  });

  it('plural forms follow the language (polyglot rules), nested messages are rendered too', () => {
    const wait = (n: number, locale: Locale) => render(msg.http.tooManyRequests({ smart_count: n }), locale);
    expect(wait(1, 'en')).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(wait(30, 'en')).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(wait(30, 'id')).toBe('Terlalu banyak percobaan. Tunggu 30 detik lalu coba lagi.');
    const referenced = msg.crud.referenced({
      record: msg.crud.thisRecord(),
      resource: 'Fakultas',
      smart_count: 2,
    });
    expect(render(referenced, 'id')).toMatch(/^Data ini masih dirujuk oleh Fakultas \(2 data\)/);
    expect(render(referenced, 'en')).toMatch(/^This record is still referenced by Fakultas \(2 records\)/);
  });

  it('every message renders without a leftover %{parameter} in every language', () => {
    const leftovers: string[] = [];
    for (const locale of LOCALES) {
      for (const key of keys) {
        const given = Object.fromEntries(
          params(english.get(key)!).map((p) => [p, p === 'smart_count' ? 2 : 'x']),
        );
        const text = render({ key: key as MsgKey, params: given } satisfies Msg, locale);
        if (text.includes('%{') || text.includes('||||')) leftovers.push(`${locale} ${key}`);
      }
    }
    expect(leftovers).toEqual([]);
  });
});

describe('Accept-Language negotiation', () => {
  it.each([
    ['id', 'id'],
    ['pt-BR', 'pt-BR'],
    ['zh-CN', 'zh-CN'],
    ['ar', 'ar'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-US,en;q=0.9,id;q=0.8', 'en'],
    ['ja, id;q=0.5', 'id'],
    ['de;q=0.5, es;q=0.7', 'es'],
    ['pt', 'pt-BR'],
    ['zh-TW', 'zh-CN'],
    ['in-ID', 'id'],
    ['ID', 'id'],
    ['*', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(negotiate(header)).toBe(locale);
  });

  it('falls back to English and never throws on odd headers', () => {
    const odd: unknown[] = [
      undefined,
      null,
      '',
      42,
      {},
      ['ar', 'id'],
      'id;q=0',
      'id;q=abc',
      'xx-YY',
      ';;;,,,q=',
      '-,-;q=-1',
      'i'.repeat(100_000),
      Array.from({ length: 5000 }, () => 'xx;q=0.1').join(','),
      '\u0000\uffff',
    ];
    for (const header of odd) expect(() => negotiate(header)).not.toThrow();
    expect(negotiate(undefined)).toBe('en');
    expect(negotiate('id;q=0')).toBe('en');
    expect(negotiate('id;q=abc')).toBe('en');
    expect(negotiate(['ar', 'id'])).toBe('ar');
  });

  it('answers a repeated header from its cache', () => {
    const header = 'nl-BE,nl;q=0.9,de;q=0.8';
    expect(negotiate(header)).toBe('de');
    expect(negotiate(header)).toBe('de');
  });
});
