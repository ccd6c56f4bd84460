/**
 * The one locale formatting module (domain/format.ts): years and ids never grouped, counts and money
 * the language's way, calendar days without a time-zone shift, counts in messages (server and
 * browser alike) written the language's way while other parameters stay as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatParam, formatsOf, intlLocale, toDate } from '../../domain/format';
import { render } from '../../domain/messages/catalogs';
import { msg } from '../../domain/messages';
import { LANGUAGES } from '../../domain/i18n/languages';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('locale formats', () => {
  it('write a year as digits only in every language', () => {
    for (const { locale } of LANGUAGES) {
      expect(formatsOf(locale).plain(2022), locale).toBe('2022');
      expect(formatsOf(locale).plain(1234567), locale).toBe('1234567');
    }
  });

  it('group counts and write money in rupiah the language way', () => {
    expect(formatsOf('en').count(1234567)).toBe('1,234,567');
    expect(formatsOf('de').count(1234567)).toBe('1.234.567');
    expect(nbsp(formatsOf('fr').count(1234567))).toBe('1 234 567');
    expect(nbsp(formatsOf('en').money(1500000))).toBe('Rp 1,500,000');
    expect(nbsp(formatsOf('de').money(1500000))).toBe('1.500.000 Rp');
    expect(nbsp(formatsOf('id').money(1500000.5))).toBe('Rp 1.500.000,50');
    expect(formatsOf('ar').money(1500000)).toContain('1,500,000');
    expect(formatsOf('de').decimal(3.5, 2)).toBe('3,50');
    expect(formatsOf('en').percent(75)).toBe('75%');
  });

  it('show a calendar day as that day, whatever the time zone', () => {
    expect(toDate('2022-02-14')?.getDate()).toBe(14);
    expect(formatsOf('en').date('2022-02-14')).toBe('Feb 14, 2022');
    expect(formatsOf('de').date('2022-02-14')).toBe('14.02.2022');
    expect(formatsOf('de').time('13:05:00')).toBe('13:05');
    expect(nbsp(formatsOf('en').time('13:05'))).toBe('1:05 PM');
    expect(formatsOf('en').date('not a date')).toBe('not a date');
  });

  it('map every UI language to its Intl locale, English for an unknown one', () => {
    for (const l of LANGUAGES) expect(intlLocale(l.locale)).toBe(l.intl);
    expect(intlLocale('xx')).toBe('en-US');
  });
});

describe('counts in messages', () => {
  it('are grouped; other numbers (a year in a range message) are not', () => {
    expect(formatParam('smart_count', 1234, 'de-DE')).toBe('1.234');
    expect(formatParam('min', 1950, 'en-US')).toBe(1950);
    expect(render(msg.import.rowsInvalid({ smart_count: 1234 }), 'en')).toBe('1,234 rows have errors.');
    expect(render(msg.import.rowsInvalid({ smart_count: 1234 }), 'de')).toMatch(/^1\.234 /);
    expect(render(msg.validation.min({ min: 1950 }), 'en')).toBe('Must be at least 1950.');
  });
});

describe('one module', () => {
  it('no screen formats a number or a date on its own (toLocaleString, Intl, toFixed)', () => {
    const own = /\.toLocale(?:Date|Time)?String\(|new Intl\.(?:NumberFormat|DateTimeFormat)|\.toFixed\(/;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && own.test(fs.readFileSync(file, 'utf8'))) offenders.push(file);
      }
    };
    walk(path.resolve(__dirname, '../../src'));
    expect(offenders.map((f) => path.relative(path.resolve(__dirname, '../..'), f))).toEqual([]);
  });
});
