import { pluralForm } from 'wisuda/config';

/**
 * The lookup of a set of ceremony screen texts: the text `key` in `locale` (`fallback`, English,
 * when the language has none), its plural form for `params.smart_count` chosen, each `%{name}`
 * replaced by `params[name]`.
 */
export function textLookup<K extends string>(
  messages: Readonly<Record<string, Record<K, string>>>,
  fallback: Record<K, string>,
) {
  return (locale: string, key: K, params: Record<string, string | number> = {}): string =>
    pluralForm((messages[locale] ?? fallback)[key], params.smart_count, locale).replace(
      /%\{(\w+)\}/g,
      (_, name: string) => String(params[name] ?? ''),
    );
}
