/**
 * The language in use now, and who wants to hear when it changes. The i18n provider sets it; what
 * only reads it (the HTTP client's Accept-Language, the theme's direction, labels and dates) imports
 * this module rather than the provider, which loads the plugins' words and with them the
 * installation's declarations: the pages hooks (wisuda/pages), imported by the pages those
 * declarations name, reach the HTTP client, so it must not reach the declarations.
 */
import { DEFAULT_LANGUAGE, type LanguageDef } from '../../domain/i18n/languages';

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

/** Makes `language` the current one and tells the listeners (the i18n provider's part). */
export function setCurrentLanguage(language: LanguageDef): void {
  current = language;
  listeners.forEach((listener) => listener(language));
}
