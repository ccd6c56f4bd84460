/**
 * Labels as integrators write them: one string for every language, or one text per language code
 * (`{ en: 'Sponsors', id: 'Sponsor' }`). A language without its own text falls back to English,
 * then to any text given.
 */
import type { LanguageCode } from '../i18n/languages';

export { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages';

export type Label = string | Readonly<Partial<Record<LanguageCode, string>>>;

/**
 * A label with a text for every language, each named by its code (`{ en: 'Family', id: 'Keluarga',
 * … }`): how the built-in option lists name their values. Leaving a language out is a type error.
 */
export function perLanguage(texts: Readonly<Record<LanguageCode, string>>): Label {
  return texts;
}

/** The text of a label in one language (fallback English, then the first text given). */
export function labelIn(label: Label | undefined, language: string): string | undefined {
  if (label === undefined) return undefined;
  if (typeof label === 'string') return label;
  const texts = label as Partial<Record<string, string>>;
  return texts[language] ?? texts[language.split('-')[0]] ?? texts.en ?? Object.values(texts).find(Boolean);
}

/** True when the label has a text written for exactly this language (not a fallback). */
export function labelHas(label: Label | undefined, language: string): boolean {
  return typeof label === 'object' && !!(label as Partial<Record<string, string>>)[language];
}

/** Every text of a label (the import accepts a column header in any of them). */
export function labelTexts(label: Label | undefined): string[] {
  if (label === undefined) return [];
  return typeof label === 'string' ? [label] : Object.values(label).filter((t): t is string => !!t);
}
