/**
 * Every language of the shared catalog, and the renderer the server uses (the browser uses polyglot,
 * whose interpolation and plural rules this mirrors). Importing this module loads all 8 languages:
 * server and tests only.
 */
import { labelIn } from '../config/label';
import { formatParam, intlLocale } from '../format';
import { isLabelParam, type Catalog, type Msg, type MsgParam } from './index';
import { en } from './en';
import { id } from './id';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './ptBR';
import { zhCN } from './zhCN';
import { ar } from './ar';

/** The locales of src/i18n/languages.ts (a unit test keeps the two lists equal). */
export const LOCALES = ['en', 'id', 'de', 'es', 'fr', 'pt-BR', 'zh-CN', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** One thing per language, from its modules' names (`ptBR`, `zhCN`) to the locales, in LOCALES order. */
export function perLocale<T>(m: {
  en: T;
  id: T;
  de: T;
  es: T;
  fr: T;
  ptBR: T;
  zhCN: T;
  ar: T;
}): Readonly<Record<Locale, T>> {
  return { en: m.en, id: m.id, de: m.de, es: m.es, fr: m.fr, 'pt-BR': m.ptBR, 'zh-CN': m.zhCN, ar: m.ar };
}

export const CATALOGS = perLocale<Catalog>({ en, id, de, es, fr, ptBR, zhCN, ar });

function flatten(tree: object, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${name}`, value);
    else flatten(value as object, `${prefix}${name}.`, out);
  }
  return out;
}

const FLAT = Object.fromEntries(
  LOCALES.map((locale) => [locale, flatten(CATALOGS[locale], '', new Map())]),
) as Record<Locale, Map<string, string>>;

/** Every key with its text in one language (tests, tooling). */
export function flatCatalog(locale: Locale): ReadonlyMap<string, string> {
  return FLAT[locale];
}

const PLURAL_DELIMITER = '||||';
const one = () => 0;
const germanic = (n: number) => (n !== 1 ? 1 : 0);
/** polyglot's plural groups for our locales (node-polyglot: pt-BR falls back to "pt", i.e. German rules). */
const PLURAL: Record<Locale, (n: number) => number> = {
  en: germanic,
  de: germanic,
  es: germanic,
  'pt-BR': germanic,
  fr: (n) => (n >= 2 ? 1 : 0),
  id: one,
  'zh-CN': one,
  ar: (n) => {
    if (n < 3) return n;
    const lastTwo = n % 100;
    if (lastTwo >= 3 && lastTwo <= 10) return 3;
    return lastTwo >= 11 ? 4 : 5;
  },
};

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
  let chosen = text;
  if (chosen.includes(PLURAL_DELIMITER)) {
    const forms = chosen.split(PLURAL_DELIMITER);
    const n = params.smart_count;
    const index = typeof n === 'number' ? (PLURAL[locale] ?? germanic)(Math.abs(n)) : 0;
    chosen = (forms[index] ?? forms[0]).trim();
  }
  return chosen.replace(PARAM, (whole, name: string) => {
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
