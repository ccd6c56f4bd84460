/**
 * One area's words in every language at once, for the server and the tests (the browser loads only
 * the chosen language: src/i18n/messageLoaders.ts). A language's file of an area is
 * domain/i18n/<folder>/<area>.ts and exports its words under the folder's name (`export const ptBR`)
 * or as its default export.
 */
import { LANGUAGES, type LanguageCode } from './languages';

export async function loadEveryLanguage<T>(area: string): Promise<Readonly<Record<LanguageCode, T>>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => {
      const module = (await import(`./${language.folder}/${area}.ts`)) as Record<string, unknown>;
      return [language.locale, (module[language.folder] ?? module.default) as T] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LanguageCode, T>;
}
