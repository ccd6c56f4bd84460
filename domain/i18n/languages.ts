/**
 * The languages Wisuda speaks: the one list every other list of languages is derived from
 * (docs/i18n.md). Adding a language is one entry here plus its folder of words,
 * domain/i18n/<folder>/, and the app's loader of it, src/i18n/<folder>/.
 *
 * `locale` is the language's code: what react-admin and polyglot use, what the browser sends as
 * `Accept-Language`, what is stored as `currentLanguage` and in `users.bahasa`, and the key of a
 * label given per language (`{ en: 'Sponsors', id: 'Sponsor' }`).
 */

/** How a language chooses between the plural forms of a text (`one |||| many`), as polyglot does. */
export type PluralRule = 'germanic' | 'french' | 'none' | 'arabic';

/** How many forms a text with plural forms gives in a language of each rule. */
export const PLURAL_FORMS: Readonly<Record<PluralRule, number>> = {
  germanic: 2,
  french: 2,
  none: 1,
  arabic: 6,
};

export interface LanguageDef {
  readonly locale: string;
  /** BCP 47 tag for Intl (dates, numbers, money in the chosen language: domain/format.ts). */
  readonly intl: string;
  /** Folder below domain/i18n (and src/i18n) holding the language's words; also their export name. */
  readonly folder: string;
  /** The language's own name with its region, shown in the language switcher. */
  readonly name: string;
  /** The language's own name alone, offered as a user's language (users.bahasa). */
  readonly plainName: string;
  /** Flag code (ISO 3166 alpha-2, lower case), stored as `currentLanguageIcon`. */
  readonly icon: string;
  readonly dir: 'ltr' | 'rtl';
  readonly plural: PluralRule;
  /** Further language tags (lower case) the server answers in this language. */
  readonly aliases: readonly string[];
}

export const LANGUAGES = [
  {
    locale: 'en',
    intl: 'en-US',
    folder: 'en',
    name: 'English (US)',
    plainName: 'English',
    icon: 'us',
    dir: 'ltr',
    plural: 'germanic',
    aliases: [],
  },
  {
    locale: 'id',
    intl: 'id-ID',
    folder: 'id',
    name: 'Bahasa Indonesia',
    plainName: 'Bahasa Indonesia',
    icon: 'id',
    dir: 'ltr',
    plural: 'none',
    aliases: ['in'], // the old ISO 639 code of Indonesian, still sent by some Android/Java clients
  },
  {
    locale: 'de',
    intl: 'de-DE',
    folder: 'de',
    name: 'Deutsch',
    plainName: 'Deutsch',
    icon: 'de',
    dir: 'ltr',
    plural: 'germanic',
    aliases: [],
  },
  {
    locale: 'es',
    intl: 'es-ES',
    folder: 'es',
    name: 'Español',
    plainName: 'Español',
    icon: 'es',
    dir: 'ltr',
    plural: 'germanic',
    aliases: [],
  },
  {
    locale: 'fr',
    intl: 'fr-FR',
    folder: 'fr',
    name: 'Français',
    plainName: 'Français',
    icon: 'fr',
    dir: 'ltr',
    plural: 'french',
    aliases: [],
  },
  {
    locale: 'pt-BR',
    intl: 'pt-BR',
    folder: 'ptBR',
    name: 'Português (BR)',
    plainName: 'Português (Brasil)',
    icon: 'br',
    dir: 'ltr',
    // node-polyglot: pt-BR falls back to "pt", i.e. the German rules.
    plural: 'germanic',
    aliases: ['pt'],
  },
  {
    locale: 'zh-CN',
    intl: 'zh-CN',
    folder: 'zhCN',
    name: '简体中文',
    plainName: '简体中文',
    icon: 'cn',
    dir: 'ltr',
    plural: 'none',
    aliases: ['zh', 'zh-hans', 'zh-hans-cn', 'zh-sg'],
  },
  {
    locale: 'ar',
    intl: 'ar-AE',
    folder: 'ar',
    name: 'العربية (AE)',
    plainName: 'العربية',
    icon: 'ae',
    dir: 'rtl',
    plural: 'arabic',
    aliases: [],
  },
] as const satisfies readonly LanguageDef[];

/** A language's code: 'en', 'id', 'pt-BR', ... */
export type LanguageCode = (typeof LANGUAGES)[number]['locale'];

/** The codes, in the list's order. */
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.locale);

export const DEFAULT_LANGUAGE: LanguageDef = LANGUAGES[0];

/** The language for a stored value; unset or unsupported falls back to English. */
export function languageFor(locale: string | null | undefined): LanguageDef {
  return LANGUAGES.find((l) => l.locale === locale) ?? DEFAULT_LANGUAGE;
}

/** One thing per language, made from its entry: `perLanguageOf((l) => l.intl)`. */
export function perLanguageOf<T>(make: (language: (typeof LANGUAGES)[number]) => T): Record<LanguageCode, T> {
  return Object.fromEntries(LANGUAGES.map((l) => [l.locale, make(l)])) as Record<LanguageCode, T>;
}
