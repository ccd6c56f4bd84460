/**
 * Typed access to the shared message catalog (domain/i18n/en/messages.ts is the reference; docs/i18n.md).
 *
 * `msg.crud.unique({ resource, field })` makes a `Msg`: the key and its parameters, not yet text.
 * The server renders it in the caller's language when it answers (server/i18n.ts); the browser
 * translates it with polyglot under `msg.<key>` (`clientKey`). Parameters are checked against the
 * English text: `%{min}` in the message means `{ min }` must be passed.
 *
 * Only English is imported here, so the browser's bundle carries no other language; the other
 * catalogs are loaded with their language (src/i18n/<folder>/index.ts) or all at once on the server
 * (./catalogs.ts).
 */
import type { Label } from '../config/label';
import { en } from '../i18n/en/messages';

type English = typeof en;

/** Dotted keys of the leaves of a message tree: 'validation.required', 'crud.unique', ... */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Parameter names used in a message text (`%{name}`). */
type ParamNames<S extends string> = S extends `${string}%{${infer P}}${infer Rest}`
  ? P | ParamNames<Rest>
  : never;

/** A message key; also the `code` of an error body. */
export type MsgKey = Leaves<English>;

/** A label given per language (a field of a configured resource): put into the message's language. */
export interface LabelParam {
  readonly label: Label;
}

/** A parameter: text, a number (plural forms choose by `smart_count`), another message or a label. */
export type MsgParam = string | number | Msg | LabelParam;

/** A field's label as a message parameter (its own name when it has none). */
export function labelParam(label: Label | undefined, name: string): MsgParam {
  if (label === undefined) return name;
  return typeof label === 'string' ? label : { label };
}

export function isLabelParam(value: unknown): value is LabelParam {
  return typeof value === 'object' && value !== null && 'label' in value;
}

/** A message not yet put into words: catalog key and parameters. */
export interface Msg {
  readonly key: MsgKey;
  readonly params?: Readonly<Record<string, MsgParam>>;
}

/** The same tree shape as English with any text: what every other language must provide. */
export type Catalog<T = English> = { readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

type Builder<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? [ParamNames<T[K]>] extends [never]
      ? () => Msg
      : (params: { readonly [P in ParamNames<T[K]>]: MsgParam }) => Msg
    : Builder<T[K]>;
};

function build(tree: object, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'string') {
      // A message without parameters is one shared frozen object.
      const plain: Msg = Object.freeze({ key: key as MsgKey });
      out[name] = value.includes('%{')
        ? (params: Record<string, MsgParam>) => ({ key: key as MsgKey, params })
        : () => plain;
    } else {
      out[name] = build(value as object, `${key}.`);
    }
  }
  return Object.freeze(out);
}

/** The message builders: `msg.validation.minLength({ min: 3 })`. */
export const msg = build(en, '') as unknown as Builder<English>;

/** Where the catalog sits in the browser's polyglot messages (src/i18n/<folder>/index.ts). */
export const CLIENT_ROOT = 'msg';

/** The browser's translation key of a message: `msg.validation.required`. */
export function clientKey(m: Msg | MsgKey): string {
  return `${CLIENT_ROOT}.${typeof m === 'string' ? m : m.key}`;
}

export function isMsg(value: unknown): value is Msg {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

export { en };
