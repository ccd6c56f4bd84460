/**
 * Every language is its own chunk, loaded when chosen. Kept apart from the language provider (which
 * awaits the chosen language before the app renders) so the start-up can ask for the chosen
 * language's messages before anything else (src/loadAdminApp.ts).
 */
import { LANGUAGES, languageFor, type LanguageDef } from '../../domain/i18n/languages';

/** localStorage keys of the language choice and its flag (docs/product.md#layout). */
export const LANGUAGE_KEY = 'currentLanguage';
export const LANGUAGE_ICON_KEY = 'currentLanguageIcon';

/** Our merged message trees are plain objects; react-admin's type only names its own keys. */
type Loader = () => Promise<{ default: object }>;

/** Each language's ./<folder>/index.ts, by the language's code. */
const LOADERS = import.meta.glob<{ default: object }>('./*/index.ts');

export const MESSAGE_LOADERS: Record<string, Loader> = Object.fromEntries(
  LANGUAGES.map((l) => [l.locale, LOADERS[`./${l.folder}/index.ts`]]),
);

/** The browser's localStorage, or nothing where it is blocked. */
export function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (privacy mode): the choice is simply not kept
  }
}

/** The stored language; unset or unsupported → English with the US flag (docs/product.md#layout). */
export function storedLanguage(): LanguageDef {
  return languageFor(storage()?.getItem(LANGUAGE_KEY));
}
