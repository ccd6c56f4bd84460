/**
 * Loads the words a plugin gives as loaders (./pluginWords.ts), apart from the declarations: the
 * browser's language loading (src/i18n/pluginWords.ts) and the server's start import it, the
 * declarations every first screen loads do not.
 */
import type { AnyPlugin, AnyWords, LazyWords, Loaded } from './pluginTypes';

type AnyLoader = () => Promise<unknown>;

const unwrap = <T>(value: Loaded<T>): T =>
  typeof value === 'object' && value !== null && 'default' in value ? value.default : (value as T);

const loads = new WeakMap<AnyLoader, Promise<unknown>>();
/** A loader's result, asked for once. */
function once(loader: AnyLoader): Promise<unknown> {
  let p = loads.get(loader);
  if (!p) {
    p = loader().catch((error: unknown) => {
      loads.delete(loader); // failed: the next language load asks again
      throw error;
    });
    loads.set(loader, p);
  }
  return p;
}

/** The plugin's words in `language`, loaded if need be (undefined when it has none). */
export async function wordsIn(plugin: AnyPlugin, language: string): Promise<AnyWords | undefined> {
  const t = plugin.translations;
  if (!t) return undefined;
  if (typeof t === 'function')
    return unwrap((await once(t)) as Loaded<Record<string, AnyWords | undefined>>)[language];
  const w = (t as Record<string, AnyWords | AnyLoader | undefined>)[language];
  return typeof w === 'function' ? unwrap((await once(w)) as Loaded<AnyWords>) : w;
}

/** The plugin's words in each of `languages`, loaded if need be: its translations given as they are. */
export async function loadedTranslations(
  plugin: AnyPlugin,
  languages: readonly string[],
): Promise<Record<string, AnyWords>> {
  const words = await Promise.all(languages.map(async (l) => [l, await wordsIn(plugin, l)] as const));
  return Object.fromEntries(words.filter((e): e is [string, AnyWords] => e[1] !== undefined));
}

const applied = new WeakMap<readonly LazyWords[], Map<string, Promise<boolean>>>();

/**
 * Loads each plugin's words of `language` that come with the language and writes them into the
 * merged labels, once per language; true when there were any (the language's resource messages are
 * then built anew: domain/i18n/resourceMessages.ts).
 */
export function loadLazyWords(lazy: readonly LazyWords[], language: string): Promise<boolean> {
  if (!lazy.length) return Promise.resolve(false);
  let done = applied.get(lazy);
  if (!done) applied.set(lazy, (done = new Map()));
  let p = done.get(language);
  if (!p) {
    p = Promise.all(
      lazy.map(async ({ source, apply }) => {
        const words = await wordsIn(source, language);
        if (words) apply(language, words);
      }),
    ).then(
      () => true,
      (error: unknown) => {
        done.delete(language); // failed: the next load of the language asks again
        throw error;
      },
    );
    done.set(language, p);
  }
  return p;
}
