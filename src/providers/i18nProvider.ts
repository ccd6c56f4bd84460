import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import englishStart from '../i18n/englishStart';
import { isAccountPath } from '../pages/accountPath';
import { formatParam } from '../../domain/format';
import { labelIn } from '../../domain/config/label';
import { isLabelParam } from '../../domain/messages';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFor, type LanguageDef } from '../../domain/i18n/languages';
import { getCurrentLanguage, setCurrentLanguage, subscribeLanguage } from './currentLanguage';
import {
  LANGUAGE_ICON_KEY,
  LANGUAGE_KEY,
  MESSAGE_LOADERS,
  storage,
  storedLanguage,
} from '../i18n/messageLoaders';

/** react-admin's own persisted locale; kept in line with ours. */
const RA_LOCALE_KEY = 'RaStore.locale';

/*
 * Every language is its own chunk (src/i18n/messageLoaders.ts); English also ships with the app
 * without its declaration-built area (src/i18n/englishStart.ts), enough for the account pages.
 */
const loaded: Record<string, TranslationMessages> = {};
const ENGLISH_START = englishStart as object as TranslationMessages;

/**
 * Whether the whole message trees are wanted: from the start, unless the app starts on an account
 * page (the light shell, src/PublicApp.tsx); then from `loadAppMessages()` on.
 */
let complete = typeof window === 'undefined' || !isAccountPath(window.location.pathname);

export { getCurrentLanguage, subscribeLanguage };

function applyLanguage(language: LanguageDef): void {
  const store = storage();
  store?.setItem(LANGUAGE_KEY, language.locale);
  store?.setItem(LANGUAGE_ICON_KEY, language.icon);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language.locale;
    document.documentElement.dir = language.dir;
  }
  setCurrentLanguage(language);
}

/** The messages of a locale: synchronously when already loaded, else a Promise. */
export function getMessages(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const language = languageFor(locale);
  const ready = loaded[language.locale];
  if (ready) return ready;
  if (!complete && language.locale === 'en') return ENGLISH_START;
  const load = MESSAGE_LOADERS[language.locale];
  // the plugins' words of the language come with it (src/i18n/pluginWords.ts)
  const plugins = import('../i18n/pluginWords').then(async (m) =>
    (await m.loadPluginWords(language.locale)) ? m : undefined,
  );
  return Promise.all([load(), plugins]).then(([module, words]) => {
    const own = module.default as TranslationMessages;
    const messages = words ? words.withPluginMessages(own, language.locale) : own;
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
    loaded.en ??= ENGLISH_START;
    return DEFAULT_LANGUAGE;
  }
}

// The chosen language's messages are loaded before the first render, so the app never flashes
// English first. react-admin's own persisted locale must agree with ours.
const initial = await startLanguage();
const raLocale = storage()?.getItem(RA_LOCALE_KEY);
if (raLocale && raLocale !== JSON.stringify(initial.locale)) storage()?.removeItem(RA_LOCALE_KEY);
applyLanguage(initial);

/** The `Intl` locale counts in messages are written in (set before polyglot switches language). */
let countLocale = initial.intl;

/**
 * polyglot's interpolation, with counts (`smart_count`, pagination totals) written the language's
 * way (1,234 / 1.234: domain/format.ts) and every other parameter as it is.
 */
function interpolate(
  this: string,
  pattern: RegExp,
  insert: (whole: string, name: string) => unknown,
): string {
  return String.prototype.replace.call(this, pattern, (whole: string, name: string) => {
    const value = insert(whole, name);
    // A label given per language (a catalog message's `{ label }` parameter): its text in this language.
    if (isLabelParam(value)) return labelIn(value.label, polyglot.getLocale()) ?? whole;
    return String(formatParam(name, value, countLocale));
  });
}

const polyglot = polyglotI18nProvider(getMessages, initial.locale, getLocales(), {
  allowMissing: true,
  replace: interpolate,
});

export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale: string, options?: unknown) => {
    const language = languageFor(locale);
    const previous = countLocale;
    countLocale = language.intl;
    try {
      await polyglot.changeLocale(language.locale, options);
    } catch (error) {
      countLocale = previous;
      throw error;
    }
    applyLanguage(language);
  },
};

/**
 * The admin app calls this before it renders (src/Root.tsx): from now on every language's whole
 * message tree, English's declaration-built area included.
 */
export async function loadAppMessages(): Promise<void> {
  if (complete) return;
  complete = true;
  try {
    if (!loaded[getCurrentLanguage().locale]) await i18nProvider.changeLocale(getCurrentLanguage().locale);
  } catch (error) {
    complete = false; // the chunk failed: the admin app's retry asks again
    throw error;
  }
}
