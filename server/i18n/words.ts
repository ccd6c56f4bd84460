/**
 * Names resources and fields in the server's messages in the caller's language: the words the
 * screens use (domain/i18n/<folder>/resources.ts, a configured resource's own labels included),
 * one label per resource and field with a text for every language.
 */
import { raName, type ResourceDef } from '../../domain/resource';
import { LOCALES, type Locale } from '../../domain/messages/catalogs';
import { installWords } from '../../domain/messages/words';
import { labelParam, type MsgParam } from '../../domain/messages';
import type { Label } from '../../domain/config/label';
import { loadEveryLanguage } from '../../domain/i18n/everyLanguage';
import { currentResourceMessages, type ResourceWords } from '../../domain/i18n/resourceMessages';
import { PLUGIN_LAZY_WORDS } from '../../domain/resources';
import { loadLazyWords } from '../../domain/config/pluginWordsLoad';

type Entry = { name?: unknown; fields?: Record<string, unknown> };

// The plugins' words that come with a language, every language's, before the words are read.
const pluginWords = await Promise.all(LOCALES.map((locale) => loadLazyWords(PLUGIN_LAZY_WORDS, locale)));
const LOADED = await loadEveryLanguage<ResourceWords>('resources');
const BUILT: Readonly<Record<Locale, ResourceWords>> = pluginWords.some(Boolean)
  ? (Object.fromEntries(
      LOCALES.map((locale) => [locale, currentResourceMessages(locale) ?? LOADED[locale]]),
    ) as Record<Locale, ResourceWords>)
  : LOADED;

/** "University |||| Universities" → "University". */
const singular = (text: string) => text.split('||||')[0].trim();

function entryOf(locale: Locale, def: ResourceDef): Entry | undefined {
  return (BUILT[locale].resources as Record<string, Entry | undefined>)[raName(def)];
}

/** One text per language, or undefined when no language has one. */
function labelOf(text: (locale: Locale) => unknown): Label | undefined {
  const texts: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const t = text(locale);
    if (typeof t === 'string' && t) texts[locale] = t;
  }
  return Object.keys(texts).length ? texts : undefined;
}

const resources = new WeakMap<ResourceDef, MsgParam>();
const fields = new WeakMap<ResourceDef, Map<string, MsgParam>>();

const SERVER_WORDS: Parameters<typeof installWords>[0] = {
  resource(def) {
    let word = resources.get(def);
    if (!word) {
      const names = labelOf((locale) => {
        const name = entryOf(locale, def)?.name;
        return typeof name === 'string' ? singular(name) : undefined;
      });
      word = labelParam(names, def.title);
      resources.set(def, word);
    }
    return word;
  },
  field(def, name) {
    let known = fields.get(def);
    if (!known) fields.set(def, (known = new Map()));
    let word = known.get(name);
    if (!word) {
      word = labelParam(
        labelOf((locale) => entryOf(locale, def)?.fields?.[name]),
        name,
      );
      known.set(name, word);
    }
    return word;
  },
};

/** Installs these words for every message the server renders (idempotent). */
export function installServerWords(): void {
  installWords(SERVER_WORDS);
}
