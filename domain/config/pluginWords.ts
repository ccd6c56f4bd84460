/**
 * The words of a plugin's labels (docs/extending.md#plugins). Given as they are, they are written
 * into the declarations; given as loaders (one per language or one for all), the declarations carry
 * the plugin's default words only, and each language's words are loaded with that language
 * (./pluginWordsLoad.ts): by the browser when it is chosen (src/providers/i18nProvider.ts), by the
 * server at its start.
 */
import type { Label } from './label';
import type { ConfigFields } from './types';
import type { AnyPlugin, AnyWords, LazyWords } from './pluginTypes';
export type {
  AnyWords,
  LazyWords,
  Loaded,
  PluginTranslations,
  PluginWords,
  PluginWordsByLanguage,
  PluginWordsLoader,
} from './pluginTypes';

type Pick = (w: AnyWords) => string | undefined;
/** What becomes of one label of the plugin, given what picks its text out of a language's words. */
type Visit = (label: Label | undefined, pick: Pick) => Label | undefined;

/** The words given as they are, by language (none when one loader gives them all). */
function eagerWords(plugin: AnyPlugin): [string, AnyWords][] {
  const t = plugin.translations;
  if (!t || typeof t === 'function') return [];
  return Object.entries(t).filter((e): e is [string, AnyWords] => typeof e[1] === 'object' && e[1] !== null);
}

/** True when some of the plugin's words are loaded with their language. */
export function hasLazyWords(plugin: AnyPlugin): boolean {
  const t = plugin.translations;
  return typeof t === 'function' || Object.values(t ?? {}).some((w) => typeof w === 'function');
}

type FieldWords = {
  fields?: Partial<Record<string, string>>;
  options?: Partial<Record<string, Record<string, string>>>;
};

function fieldVisited<F extends ConfigFields[string]>(
  field: F,
  label: Label | undefined,
  options: F['options'],
): F {
  return { ...field, ...(label !== undefined ? { label } : {}), ...(options ? { options } : {}) };
}

function fieldsVisited(
  fields: Readonly<ConfigFields>,
  visit: Visit,
  words: (w: AnyWords) => FieldWords | undefined,
): ConfigFields {
  return Object.fromEntries(
    Object.entries(fields).map(([n, f]) => {
      const label = visit(f.label, (w) => words(w)?.fields?.[n]);
      const options =
        f.type === 'enum'
          ? f.options.map((o) => ({
              ...o,
              name: visit(o.name, (w) => words(w)?.options?.[n]?.[o.id]) ?? o.id,
            }))
          : undefined;
      return [n, fieldVisited(f, label, options)];
    }),
  );
}

/** The plugin with each of its labels through `visit` (resources, menus, fields, options, roles, pages). */
function labelsVisited(plugin: AnyPlugin, visit: Visit): AnyPlugin {
  const resources = Object.fromEntries(
    Object.entries(plugin.resources ?? {}).map(([name, rc]) => {
      const of = (w: AnyWords) => w.resources?.[name];
      const label = visit(rc.label, (w) => of(w)?.label) ?? rc.label;
      const title = rc.menu && visit(rc.menu.title, (w) => of(w)?.menu);
      const menu = rc.menu && { ...rc.menu, ...(title !== undefined ? { title } : {}) };
      const fields = fieldsVisited(rc.fields, visit, of);
      return [name, { ...rc, label, fields, ...(menu ? { menu } : {}) }];
    }),
  );
  const extend = Object.fromEntries(
    Object.entries(plugin.extend ?? {}).map(([name, ext]) => [
      name,
      ext && {
        ...ext,
        ...(ext.fields ? { fields: fieldsVisited(ext.fields, visit, (w) => w.extend?.[name]) } : {}),
      },
    ]),
  );
  const roles = Object.fromEntries(
    Object.entries(plugin.roles ?? {}).map(([name, role]) => [
      name,
      { ...role, label: visit(role.label, (w) => w.roles?.[name]) ?? role.label },
    ]),
  );
  const pages = (plugin.pages ?? []).map((page) => ({
    ...page,
    title: visit(page.title, (w) => w.pages?.[page.path]) ?? page.title,
  }));
  return { ...plugin, resources, extend, roles, pages };
}

/** A label with `text` as its words in `language`. */
function withText(label: Label | undefined, language: string, text: string | undefined): Label | undefined {
  if (text === undefined) return label;
  const texts = label === undefined ? {} : typeof label === 'string' ? { en: label } : label;
  return { ...texts, [language]: text };
}

/** The plugin with the translations it gives as they are written into its labels. */
export function translatedPlugin(plugin: AnyPlugin): AnyPlugin {
  const langs = eagerWords(plugin);
  return labelsVisited(plugin, (label, pick) =>
    langs.reduce((l, [language, w]) => withText(l, language, pick(w)), label),
  );
}

/** A label the merge owns, which a language's loaded words complete. */
type Slot = { texts: Record<string, string>; pick: Pick };

/**
 * The plugin with its translations given as they are written into its labels and each label it
 * writes its own object, which `apply` completes with a language's words once loaded: every reader
 * of the declarations (react-admin's messages, the menu, page titles, roles, options) then finds
 * that language's text. A text for a label the declaration leaves out is not applied.
 */
export function lazyTranslatedPlugin(plugin: AnyPlugin): { plugin: AnyPlugin } & LazyWords {
  const slots: Slot[] = [];
  const owned = labelsVisited(translatedPlugin(plugin), (label, pick) => {
    if (label === undefined) return undefined;
    const texts: Record<string, string> = typeof label === 'string' ? { en: label } : { ...label };
    slots.push({ texts, pick });
    return texts;
  });
  return {
    plugin: owned,
    source: plugin,
    apply(language, words) {
      for (const { texts, pick } of slots) {
        const text = pick(words);
        if (text !== undefined) texts[language] = text;
      }
    },
  };
}
