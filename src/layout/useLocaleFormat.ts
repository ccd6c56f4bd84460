/**
 * Dates, numbers and money in the chosen language's locale (issue 4 §5). Re-renders on a language
 * change. Money is IDR (DESIGN.md §5).
 */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { languageFor } from '../i18n/languages';

export interface LocaleFormat {
  /** BCP 47 tag for Intl and react-admin's `locales` props (DateField, NumberField). */
  locale: string;
  date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  dateTime: (value: Date | string | number) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  money: (value: number) => string;
}

export function localeFormat(locale: string): LocaleFormat {
  const intl = languageFor(locale).intl;
  const toDate = (v: Date | string | number) => (v instanceof Date ? v : new Date(v));
  const money = new Intl.NumberFormat(intl, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
  const dateTime = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    locale: intl,
    date: (v, options = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(intl, options).format(toDate(v)),
    dateTime: (v) => dateTime.format(toDate(v)),
    number: (v, options) => new Intl.NumberFormat(intl, options).format(v),
    money: (v) => money.format(v),
  };
}

export function useLocaleFormat(): LocaleFormat {
  const [locale] = useLocaleState();
  return useMemo(() => localeFormat(locale), [locale]);
}
