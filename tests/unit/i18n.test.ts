import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { flattenKeys, type Messages } from '../../src/i18n/merge';
import { LANGUAGES } from '../../domain/i18n/languages';
import { MESSAGE_LOADERS } from '../../src/i18n/messageLoaders';

/** Every language's whole message tree, as the app loads it, by folder. */
const { en, ...others } = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (l) => [l.folder, (await MESSAGE_LOADERS[l.locale]()).default as Messages] as const),
  ),
);

function valueAt(tree: Messages, key: string): string | undefined {
  let node: Messages | string | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function variables(message: string): string[] {
  return [...new Set([...message.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

describe('translations', () => {
  const englishKeys = flattenKeys(en).sort();

  it('English holds every react-admin message', () => {
    expect(englishKeys).toEqual(expect.arrayContaining(flattenKeys(englishMessages)));
  });

  it('there is a message folder for every offered language', () => {
    expect(LANGUAGES.map((l) => l.folder).sort()).toEqual(['en', ...Object.keys(others)].sort());
  });

  for (const [folder, messages] of Object.entries(others)) {
    it(`${folder} has exactly the keys of English (all area files included)`, () => {
      const keys = new Set(flattenKeys(messages));
      const missing = englishKeys.filter((k) => !keys.has(k));
      const extra = [...keys].filter((k) => !englishKeys.includes(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${folder} uses only %{variables} that English passes`, () => {
      const wrong = englishKeys.filter((key) => {
        const message = valueAt(messages, key);
        const known = variables(valueAt(en, key) ?? '');
        return message !== undefined && variables(message).some((v) => !known.includes(v));
      });
      expect(wrong).toEqual([]);
    });

    it(`${folder} has no empty messages`, () => {
      const empty = flattenKeys(messages).filter(
        (k) => valueAt(messages, k)?.trim() === '' && !k.endsWith('.null'),
      );
      expect(empty).toEqual([]);
    });
  }
});
