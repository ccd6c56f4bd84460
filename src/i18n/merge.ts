import { CLIENT_ROOT } from '../../domain/messages';
/** Deep merge of the message files of one language into one polyglot message tree. */
export type Messages = { [key: string]: string | Messages };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(target: Messages, source: Record<string, unknown>): Messages {
  for (const [key, value] of Object.entries(source)) {
    if (isObject(value)) {
      const current = target[key];
      target[key] = mergeInto(isObject(current) ? (current as Messages) : {}, value);
    } else if (typeof value === 'string') {
      target[key] = value;
    }
  }
  return target;
}

/**
 * Merge a base message set (react-admin's) with the modules of a language folder, as given by
 * `import.meta.glob(..., { eager: true })`. Each module may export its tree as default export or
 * as named exports; every exported object is merged, in file name order.
 */
export function mergeMessages(base: object, modules: Record<string, Record<string, unknown>>): Messages {
  const result = mergeInto({}, base as Record<string, unknown>);
  for (const path of Object.keys(modules).sort()) {
    for (const exported of Object.values(modules[path])) {
      if (isObject(exported)) mergeInto(result, exported);
    }
  }
  return result;
}

/** Flattened dotted keys of a message tree (used by the completeness test). */
export function flattenKeys(tree: object, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) keys.push(...flattenKeys(value, path));
    else keys.push(path);
  }
  return keys;
}

/**
 * The whole message tree of one language: react-admin's set, the language's area files
 * (domain/i18n/<folder>/*.ts as given by `import.meta.glob`) and the shared catalog under `msg.`
 * (docs/i18n.md).
 */
export function languageMessages(
  base: object,
  areas: Record<string, Record<string, unknown>>,
  catalog: object,
): Messages {
  return mergeMessages(base, { ...areas, catalog: { default: { [CLIENT_ROOT]: catalog } } });
}
