/**
 * The UI language's formats (domain/format.ts: numbers, counts, money, years, dates, times through
 * `Intl`) for a screen; re-renders on a language change. Every screen formats through this, never
 * with `toLocaleString` of its own, so a value looks the same on every screen.
 */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatsOf, type Formats } from '../../domain/format';

export type LocaleFormat = Formats;

/** The formats of a UI language (`en`, `pt-BR`, `ar`, ...); an unknown one gets English's. */
export function localeFormat(locale: string): LocaleFormat {
  return formatsOf(locale);
}

export function useLocaleFormat(): LocaleFormat {
  const [locale] = useLocaleState();
  return useMemo(() => localeFormat(locale), [locale]);
}
