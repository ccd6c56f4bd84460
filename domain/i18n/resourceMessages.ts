/**
 * Builds a language's resource messages from its vocabulary: `resources.<route without slash>.name`
 * and `.fields.<field>` for every declared resource (react-admin's label keys), plus the screens'
 * own texts under `app.resources`. A field word missing from a vocabulary falls back to the
 * declaration's Indonesian label, so a newly declared field is never shown as a raw key
 * (tests/unit/resources.i18n.test.ts makes sure every shipped language covers every field).
 * Labels a configuration gives per language (`{ en: 'Sponsors', id: 'Sponsor' }`) win in their
 * language; a configured resource's own labels win over the shared field words.
 */
import { labelHas, labelIn, type Label } from '../config/label';
import { raName, type ResourceDef } from '../resource';
import { BUILTIN_RESOURCES, RESOURCES } from '../resources';

export type Tree = { [key: string]: string | Tree };

export interface ResourceVocabulary<U extends Tree = Tree> {
  /** Domain name (perguruanTinggi) → "singular |||| plural" (one form where the language has no plural). */
  names: Record<string, string>;
  /** Field name → label, shared by every resource declaring that field. */
  fields: Record<string, string>;
  /** Texts of the generic screens (`app.resources.*`). */
  ui: U;
  /**
   * The toasts after saving, naming the resource (react-admin's `resources.<name>.notifications.*`):
   * `{one}` is replaced by the singular name, `{many}` by the plural one; `%{smart_count}` and the
   * ` |||| ` forms stay polyglot's (updated and deleted may count several records).
   */
  notifications: Notifications;
}

// A type, not an interface: it must fit the message tree's index signature.
export type Notifications = { created: string; updated: string; deleted: string };

/** A name's singular and plural forms ("Event |||| Events"; one form where the language has one). */
function forms(name: string): { one: string; many: string } {
  const [one, many = one] = name.split(' |||| ');
  return { one, many };
}

/** The toasts of a resource called `name`. */
export function notificationsOf(templates: Notifications, name: string): Notifications {
  const { one, many } = forms(name);
  const fill = (template: string) => template.replaceAll('{one}', one).replaceAll('{many}', many);
  return {
    created: fill(templates.created),
    updated: fill(templates.updated),
    deleted: fill(templates.deleted),
  };
}

/** Fields every record has besides the declared ones. */
export const COMMON_FIELDS = ['id', 'created_at', 'updated_at', 'q'] as const;

/** A label's text in `language`: its own text first, then (for built-ins) the shared word. */
function pick(label: Label | undefined, language: string, shared: string | undefined, configured: boolean) {
  if (labelHas(label, language) || (configured && label !== undefined)) return labelIn(label, language);
  return shared ?? labelIn(label, language);
}

/** A language's resource messages, as `resources.ts` of its folder exports them. */
export interface ResourceWords<U extends Tree = Tree> {
  resources: Tree;
  app: { resources: U };
}

/** Each language's vocabulary, once its resources.ts has built its messages. */
const VOCABULARIES = new Map<string, ResourceVocabulary>();

export function resourceMessages<U extends Tree>(
  vocab: ResourceVocabulary<U>,
  language: string,
  resources: readonly ResourceDef[] = RESOURCES,
): ResourceWords<U> {
  VOCABULARIES.set(language, vocab);
  const out: Tree = {};
  for (const def of resources) {
    const configured = def.label !== undefined;
    const fields: Tree = {};
    for (const name of COMMON_FIELDS) fields[name] = vocab.fields[name] ?? name;
    for (const [name, field] of Object.entries(def.fields))
      fields[name] = pick(field.label, language, vocab.fields[name], configured) ?? name;
    const name = pick(def.label, language, vocab.names[def.name], configured) ?? def.title;
    out[raName(def)] = { name, fields, notifications: notificationsOf(vocab.notifications, name) };
  }
  return { resources: out, app: { resources: vocab.ui } };
}

/**
 * A language's resource messages built anew from the declarations as they stand now: once a
 * plugin's words of that language have been loaded into its labels (domain/config/pluginWords.ts).
 * Undefined while the language's resources.ts has not been loaded.
 */
export function currentResourceMessages(language: string): ResourceWords | undefined {
  const vocab = VOCABULARIES.get(language);
  return vocab && resourceMessages(vocab, language);
}

/** Field words a vocabulary lacks for the given declarations (used by the completeness test). */
export function missingWords(
  vocab: ResourceVocabulary,
  resources: readonly ResourceDef[] = BUILTIN_RESOURCES,
): string[] {
  const missing = new Set<string>();
  for (const def of resources) {
    if (!vocab.names[def.name]) missing.add(`names.${def.name}`);
    for (const name of [...COMMON_FIELDS, ...Object.keys(def.fields)]) {
      if (!vocab.fields[name]) missing.add(`fields.${name}`);
    }
  }
  return [...missing].sort();
}
