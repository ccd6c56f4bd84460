/**
 * Every language of the shared catalog, and the renderer the server uses (the browser uses polyglot,
 * whose interpolation and plural rules this mirrors). Importing this module loads all 8 languages:
 * server and tests only.
 */
import { labelIn } from '../config/label';
import { formatParam, intlLocale } from '../format';
import { loadEveryLanguage } from '../i18n/everyLanguage';
import { LANGUAGE_CODES, perLanguageOf, type LanguageCode } from '../i18n/languages';
import { pluralForm } from '../i18n/plural';
import { isLabelParam, type Catalog, type Msg, type MsgParam } from './index';

/** The languages' codes (domain/i18n/languages.ts). */
export const LOCALES = LANGUAGE_CODES;
export type Locale = LanguageCode;
export const DEFAULT_LOCALE: Locale = 'en';

/** Every language's catalog (domain/i18n/<folder>/messages.ts). */
export const CATALOGS = await loadEveryLanguage<Catalog>('messages');

function flatten(tree: object, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${name}`, value);
    else flatten(value as object, `${prefix}${name}.`, out);
  }
  return out;
}

const FLAT: Record<Locale, Map<string, string>> = perLanguageOf((l) =>
  flatten(CATALOGS[l.locale], '', new Map()),
);

/** Every key with its text in one language (tests, tooling). */
export function flatCatalog(locale: Locale): ReadonlyMap<string, string> {
  return FLAT[locale];
}

const PARAM = /%\{(\w+)\}/g;

/** A message in words: the locale's text, else English, else Indonesian, else the key itself. */
export function render(m: Msg, locale: Locale = DEFAULT_LOCALE): string {
  const text = FLAT[locale]?.get(m.key) ?? FLAT.en.get(m.key) ?? FLAT.id.get(m.key) ?? m.key;
  return m.params ? interpolate(text, m.params, locale) : text;
}

/** A text with its parameters put in, the plural form chosen by `smart_count` (also the mails' texts). */
export function interpolate(
  text: string,
  params: Readonly<Record<string, MsgParam>>,
  locale: Locale,
): string {
  return pluralForm(text, params.smart_count, locale).replace(PARAM, (whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    if (isLabelParam(value)) return labelIn(value.label, locale) ?? whole;
    return typeof value === 'object'
      ? render(value, locale)
      : String(formatParam(name, value, intlLocale(locale)));
  });
}

/** Field errors in words. */
export function renderErrors(
  errors: Readonly<Record<string, readonly Msg[]>>,
  locale: Locale,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const field of Object.keys(errors)) out[field] = errors[field].map((m) => render(m, locale));
  return out;
}
