import { describe, expect, it } from 'vitest';
import { localeFormat } from '../../src/layout/useLocaleFormat';

describe('localeFormat', () => {
  const day = new Date(Date.UTC(2026, 10, 21, 12, 0, 0));

  it('formats dates and numbers in the chosen locale', () => {
    expect(localeFormat('de').number(1234.5)).toBe('1.234,5');
    expect(localeFormat('en').number(1234.5)).toBe('1,234.5');
    expect(
      localeFormat('de').date(day, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    ).toBe('21. November 2026');
    expect(
      localeFormat('id').date(day, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    ).toBe('21 November 2026');
  });

  it('shows money as IDR', () => {
    expect(localeFormat('id').money(1500000).replace(/\s/g, ' ')).toBe('Rp 1.500.000');
  });

  it('falls back to English for an unknown locale', () => {
    expect(localeFormat('xx').locale).toBe('en-US');
    expect(localeFormat('ar').locale).toBe('ar-AE');
  });
});
