/**
 * Labels as integrators write them: one string for every language, or one text per language code
 * (`{ en: 'Sponsors', id: 'Sponsor' }`). A language without its own text falls back to English,
 * then to any text given.
 */
export const LANGUAGE_CODES = ['en', 'id', 'de', 'es', 'fr', 'pt-BR', 'zh-CN', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export type Label = string | Readonly<Partial<Record<LanguageCode, string>>>;

/**
 * A label with one text per language, given in the order of LANGUAGE_CODES (en, id, de, es, fr,
 * pt-BR, zh-CN, ar): how the built-in option lists name their values in every language.
 */
export function perLanguage(
  ...texts: [string, string, string, string, string, string, string, string]
): Label {
  return Object.fromEntries(LANGUAGE_CODES.map((code, i) => [code, texts[i]]));
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
