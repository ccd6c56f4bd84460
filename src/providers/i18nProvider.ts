import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import englishMessages from '../i18n/en';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFor, type LanguageDef } from '../i18n/languages';

/** localStorage keys of the language choice (spec §4, §9). */
export const LANGUAGE_KEY = 'currentLanguage';
export const LANGUAGE_ICON_KEY = 'currentLanguageIcon';
/** react-admin's own persisted locale; kept in line with ours. */
const RA_LOCALE_KEY = 'RaStore.locale';

/** Our merged message trees are plain objects; react-admin's type only names its own keys. */
type Loader = () => Promise<{ default: object }>;

/** English ships with the app; every other language is its own chunk, loaded when chosen. */
const loaders: Record<string, Loader> = {
  id: () => import('../i18n/id'),
  de: () => import('../i18n/de'),
  es: () => import('../i18n/es'),
  fr: () => import('../i18n/fr'),
  'pt-BR': () => import('../i18n/ptBR'),
  'zh-CN': () => import('../i18n/zhCN'),
  ar: () => import('../i18n/ar'),
};

const loaded: Record<string, TranslationMessages> = { en: englishMessages as object as TranslationMessages };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (privacy mode): the choice is simply not kept
  }
}

/** The stored language; unset or unsupported → English with the US flag (spec §4). */
export function storedLanguage(): LanguageDef {
  return languageFor(storage()?.getItem(LANGUAGE_KEY));
}

let current: LanguageDef = DEFAULT_LANGUAGE;
const listeners = new Set<(language: LanguageDef) => void>();

/** The language in use now (for the theme direction, Intl formatting, ...). */
export function getCurrentLanguage(): LanguageDef {
  return current;
}

/** Be told when the language changes; returns the unsubscribe function. */
export function subscribeLanguage(listener: (language: LanguageDef) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function applyLanguage(language: LanguageDef): void {
  current = language;
  const store = storage();
  store?.setItem(LANGUAGE_KEY, language.locale);
  store?.setItem(LANGUAGE_ICON_KEY, language.icon);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language.locale;
    document.documentElement.dir = language.dir;
  }
  listeners.forEach((listener) => listener(language));
}

/** The messages of a locale: synchronously when already loaded, else a Promise. */
export function getMessages(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const language = languageFor(locale);
  const ready = loaded[language.locale];
  if (ready) return ready;
  const load = loaders[language.locale];
  return load().then((module) => {
    const messages = module.default as TranslationMessages;
    loaded[language.locale] = messages;
    return messages;
  });
}

/** The language names and flags offered in the switcher (react-admin `getLocales()`). */
export function getLocales(): Locale[] {
  return LANGUAGES.map(({ locale, name }) => ({ locale, name }));
}

async function startLanguage(): Promise<LanguageDef> {
  const wanted = storedLanguage();
  try {
    await getMessages(wanted.locale);
    return wanted;
  } catch (error) {
    console.error(error); // the language chunk failed: start in English rather than not at all
    return DEFAULT_LANGUAGE;
  }
}

// The chosen language's messages are loaded before the first render, so the app never flashes
// English first. react-admin's own persisted locale must agree with ours.
const initial = await startLanguage();
const raLocale = storage()?.getItem(RA_LOCALE_KEY);
if (raLocale && raLocale !== JSON.stringify(initial.locale)) storage()?.removeItem(RA_LOCALE_KEY);
applyLanguage(initial);

const polyglot = polyglotI18nProvider(getMessages, initial.locale, getLocales(), {
  allowMissing: true,
});

export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale: string, options?: unknown) => {
    const language = languageFor(locale);
    await polyglot.changeLocale(language.locale, options);
    applyLanguage(language);
  },
};
