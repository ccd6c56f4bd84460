/**
 * The languages Wisuda speaks (spec §9). `locale` is what react-admin and polyglot use and
 * what is stored as `currentLanguage`; `icon` is the flag stored as `currentLanguageIcon`.
 */
import { INTL_LOCALES } from '../../domain/format';

export interface LanguageDef {
  locale: string;
  /** Folder below src/i18n holding the language's message files. */
  folder: string;
  /** The language's own name, shown in the switcher. */
  name: string;
  /** Flag code (ISO 3166 alpha-2, lower case). */
  icon: string;
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag for Intl (dates, numbers, money in the chosen locale: domain/format.ts). */
  intl: string;
}

export const LANGUAGES: readonly LanguageDef[] = [
  { locale: 'en', intl: INTL_LOCALES['en'], folder: 'en', name: 'English (US)', icon: 'us', dir: 'ltr' },
  { locale: 'id', intl: INTL_LOCALES['id'], folder: 'id', name: 'Bahasa Indonesia', icon: 'id', dir: 'ltr' },
  { locale: 'de', intl: INTL_LOCALES['de'], folder: 'de', name: 'Deutsch', icon: 'de', dir: 'ltr' },
  { locale: 'es', intl: INTL_LOCALES['es'], folder: 'es', name: 'Español', icon: 'es', dir: 'ltr' },
  { locale: 'fr', intl: INTL_LOCALES['fr'], folder: 'fr', name: 'Français', icon: 'fr', dir: 'ltr' },
  {
    locale: 'pt-BR',
    intl: INTL_LOCALES['pt-BR'],
    folder: 'ptBR',
    name: 'Português (BR)',
    icon: 'br',
    dir: 'ltr',
  },
  { locale: 'zh-CN', intl: INTL_LOCALES['zh-CN'], folder: 'zhCN', name: '简体中文', icon: 'cn', dir: 'ltr' },
  { locale: 'ar', intl: INTL_LOCALES['ar'], folder: 'ar', name: 'العربية (AE)', icon: 'ae', dir: 'rtl' },
];

export const DEFAULT_LANGUAGE: LanguageDef = LANGUAGES[0];

/** The language for a stored value; unset or unsupported falls back to English (spec §4). */
export function languageFor(locale: string | null | undefined): LanguageDef {
  return LANGUAGES.find((l) => l.locale === locale) ?? DEFAULT_LANGUAGE;
}
