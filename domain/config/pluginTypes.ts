/**
 * The shapes of a plugin that the merge and the loading of its words share (./plugin.ts,
 * ./pluginWords.ts, ./pluginWordsLoad.ts): types only, so that those modules import this one and not
 * each other.
 */
import type { LanguageCode } from './label';
import type { ExtendConfig, PageConfig, ResourceConfig, RoleConfig, WidgetConfig } from './types';

/** Field names of a declared resource (a loose declaration's: any string). */
type FieldNames<C> = C extends { fields: infer F } ? keyof F & string : string;

/**
 * The words of a plugin's labels in one language. Each text replaces (or adds) that language's
 * text of the label it names; a label left out keeps what the declaration wrote.
 */
export interface PluginWords<R = Record<string, ResourceConfig>> {
  resources?: {
    [K in keyof R]?: {
      /** The resource's name (its `label`). */
      label?: string;
      /** Its menu text, when the menu names it otherwise than the label. */
      menu?: string;
      fields?: { [N in FieldNames<R[K]>]?: string };
      /** Enum options' names, by field, then option id. */
      options?: { [N in FieldNames<R[K]>]?: Record<string, string> };
    };
  };
  /** Fields the plugin adds to built-in resources, by resource, then field (enum options by field, then id). */
  extend?: Record<
    string,
    { fields?: Record<string, string>; options?: Record<string, Record<string, string>> }
  >;
  roles?: Record<string, string>;
  /** Pages' titles, by path. */
  pages?: Record<string, string>;
}

/** A module's exports (`import('./words/id')`) or the value itself. */
export type Loaded<T> = T | { default: T };

/** One language's words, loaded when that language is: `() => import('./words/id')`. */
export type PluginWordsLoader<R = Record<string, ResourceConfig>> = () => Promise<Loaded<PluginWords<R>>>;

/** Every language's words, by language code. */
export type PluginWordsByLanguage<R = Record<string, ResourceConfig>> = {
  [L in LanguageCode]?: PluginWords<R>;
};

/**
 * A plugin's `translations`: by language code, its words or a loader of them; or one loader of
 * every language's words (`() => import('./translations')`).
 */
export type PluginTranslations<R = Record<string, ResourceConfig>> =
  | { [L in LanguageCode]?: PluginWords<R> | PluginWordsLoader<R> }
  | (() => Promise<Loaded<PluginWordsByLanguage<R>>>);

export type AnyWords = PluginWords<Record<string, ResourceConfig>>;

/** Any plugin, whatever it declares (what the merge reads). */
export interface AnyPlugin {
  name: string;
  resources?: Readonly<Record<string, ResourceConfig>>;
  extend?: Readonly<Partial<Record<string, ExtendConfig>>>;
  roles?: Readonly<Record<string, RoleConfig>>;
  pages?: readonly PageConfig[];
  widgets?: readonly WidgetConfig[];
  translations?:
    Readonly<Partial<Record<string, PluginWords | (() => Promise<unknown>)>>> | (() => Promise<unknown>);
  server?: boolean;
}

/** A plugin whose words come with their language, and what writes them into the merged labels. */
export interface LazyWords {
  source: AnyPlugin;
  apply(language: string, words: AnyWords): void;
}
