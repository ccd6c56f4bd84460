/**
 * Every word in the chosen language (issue 12, point 4): plural messages give exactly the forms
 * their language's plural rule chooses from (polyglot), counts go through smart_count (no "1 rows"),
 * and the menu and enum labels of a language are its own words, not another language's.
 */
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { flattenKeys, type Messages } from '../../src/i18n/merge';
import { LANGUAGES, PLURAL_FORMS } from '../../domain/i18n/languages';
import { MESSAGE_LOADERS } from '../../src/i18n/messageLoaders';
import { protectedRoutes } from '../../domain/routes';
import { BUILTIN_PAGES } from '../../domain/pages';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { LANGUAGE_CODES, labelHas } from '../../domain/config/label';
import { optionName } from '../../domain/resource';
import { serverFieldType } from '../../server/crud/field-types';

/** Every language's whole message tree, as the app loads it, by folder. */
const TREES: Record<string, Messages> = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (l) => [l.folder, (await MESSAGE_LOADERS[l.locale]()).default as Messages] as const),
  ),
);
const localeOf = (folder: string) => LANGUAGES.find((l) => l.folder === folder)!.locale;

const { en, id } = TREES;

/** How many forms polyglot's rule for the language picks from (Polyglot.transformPhrase). */
const FORMS: Record<string, number> = Object.fromEntries(
  LANGUAGES.map((l) => [l.folder, PLURAL_FORMS[l.plural]]),
);

function valueAt(tree: Messages, key: string): string {
  let node: Messages | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}

const texts = (tree: Messages, under = '') =>
  flattenKeys(tree)
    .filter((k) => k.startsWith(under))
    .map((k) => [k, valueAt(tree, k)] as const);

describe('plural messages', () => {
  for (const [folder, tree] of Object.entries(TREES)) {
    it(`${folder}: a message with plural forms gives exactly the ${FORMS[folder]} its language chooses from`, () => {
      const wrong = texts(tree)
        .filter(([, text]) => text.includes('||||'))
        // the forms are chosen by the smart_count the caller passes (shown or not)
        .filter(([, text]) => text.split('||||').length !== FORMS[folder])
        .map(([key, text]) => `${key}: ${text}`);
      expect(wrong).toEqual([]);
    });

    it(`${folder}: polyglot puts every count into its own words (no leftover form, no "1 rows")`, () => {
      // the app's own provider: the language's plural rule chooses the form
      const { translate } = polyglotI18nProvider(() => tree as TranslationMessages, localeOf(folder));
      const bad: string[] = [];
      for (const [key, text] of texts(tree)) {
        if (!text.includes('%{smart_count}')) continue;
        for (const n of [0, 1, 2, 3, 11, 100, 101]) {
          const out = translate(key, { smart_count: n });
          if (out.includes('||||') || !out.includes(String(n))) {
            // a form may spell the number out (one, two): allowed only for 0, 1 and 2
            if (n > 2 || out.includes('||||')) bad.push(`${key} (${n}): ${out}`);
          }
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('English never puts a count into a plural noun without smart_count', () => {
    // limits (at most %{max} rows) are never one; a resource's name is no count
    const limits = new Set(['smart_count', 'max', 'columns', 'rows', 'seconds', 'resource']);
    const counted =
      /%\{(\w+)\} (?:\w+ )?(rows|records|photos|students|items|tags|files|seconds|minutes|hours|days|columns)\b/g;
    const bad = texts(en).flatMap(([key, text]) =>
      [...text.matchAll(counted)].filter((m) => !limits.has(m[1])).map((m) => `${key}: ${m[0]}`),
    );
    expect(bad).toEqual([]);
  });
});

/** Words that are the same in several languages for real (a name, a loanword the language uses). */
const SHARED_WORDS = new Set([
  'Menu',
  'Dashboard',
  'Application',
  'Permissions',
  'Roles',
  'General',
  'Profil',
  'E-mail',
]);
/** Option words a language shares with another for real (fr 'Public' = en 'Public'). */
const OPTION_WORDS = new Set(['Public', 'Privada', 'Pública', 'Publicado', 'Enviado']);
const SCRIPT: Record<string, RegExp> = { ar: /\p{Script=Arabic}/u, zhCN: /\p{Script=Han}/u };

describe('menu words are the language’s own', () => {
  const menu = (tree: Messages) => new Map(texts(tree, 'app.menu.'));
  const indonesian = menu(id);
  for (const folder of ['de', 'es', 'fr', 'ptBR', 'zhCN', 'ar']) {
    it(`${folder}: no menu entry is the Indonesian or English word`, () => {
      const own = menu(TREES[folder]);
      const english = menu(en);
      const copied = [...own]
        .filter(([key, text]) => text === indonesian.get(key) || text === english.get(key))
        .filter(([, text]) => !SHARED_WORDS.has(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(copied).toEqual([]);
    });
  }
  for (const [folder, script] of Object.entries(SCRIPT)) {
    it(`${folder}: every menu entry is written in the language's script`, () => {
      const foreign = [...menu(TREES[folder])]
        .filter(([, text]) => !script.test(text) || /[A-Za-z]{3}/.test(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(foreign).toEqual([]);
    });
  }
});

describe('page titles', () => {
  const builtIn = protectedRoutes(BUILTIN_RESOURCES, BUILTIN_PAGES);
  for (const [folder, tree] of Object.entries(TREES)) {
    it(`${folder}: every built-in route has its title in the language`, () => {
      const missing = builtIn.filter((r) => !valueAt(tree, r.i18nKey)).map((r) => `${r.path}: ${r.i18nKey}`);
      const parents = builtIn
        .filter((r) => r.parent && !(r.parentKey && valueAt(tree, r.parentKey)))
        .map((r) => `${r.path}: ${r.parent}`);
      expect({ missing, parents }).toEqual({ missing: [], parents: [] });
    });
  }

  it('Indonesian titles are the declared (spec) titles', () => {
    const { translate } = polyglotI18nProvider(() => id as TranslationMessages, 'id');
    const differ = builtIn
      .filter((r) => translate(r.i18nKey, { smart_count: 2 }) !== r.title)
      .map((r) => `${r.path}: ${translate(r.i18nKey, { smart_count: 2 })} ≠ ${r.title}`);
    expect(differ).toEqual([]);
  });
});

describe('enum labels', () => {
  const perLanguageOptions = BUILTIN_RESOURCES.flatMap((def) =>
    Object.entries(def.fields).flatMap(([name, field]) =>
      (field.type === 'enum' ? field.options : [])
        .filter((o) => typeof o.name === 'object')
        .map((o) => ({ where: `${def.name}.${name}.${o.id}`, option: o })),
    ),
  );

  it('the statuses and kinds of the built-in resources are named in every language', () => {
    const statuses = [
      'acara.status',
      'mahasiswa.status',
      'fileGroup.tipe',
      'mailOutbox.status',
      'mahasiswa.jenis_kelamin',
    ];
    for (const s of statuses) expect(perLanguageOptions.some((o) => o.where.startsWith(`${s}.`))).toBe(true);
    const missing = perLanguageOptions.flatMap(({ where, option }) =>
      LANGUAGE_CODES.filter((code) => !labelHas(option.name, code)).map((code) => `${where} ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it("each language's text is its own: not the Indonesian or English word, in the language's script", () => {
    const bad = perLanguageOptions.flatMap(({ where, option }) =>
      LANGUAGE_CODES.filter((code) => code !== 'en' && code !== 'id').flatMap((code) => {
        const text = optionName(option, code);
        const copied = text === optionName(option, 'id') || text === optionName(option, 'en');
        const script = code === 'ar' ? /\p{Script=Arabic}/u : code === 'zh-CN' ? /\p{Script=Han}/u : /./;
        return copied && !SHARED_WORDS.has(text) && !OPTION_WORDS.has(text)
          ? [`${where} ${code}: ${text}`]
          : script.test(text)
            ? []
            : [`${where} ${code}: ${text} (script)`];
      }),
    );
    expect(bad).toEqual([]);
  });

  it('an import cell may name an option in any language (or by its id)', () => {
    const status = BUILTIN_RESOURCES.find((d) => d.name === 'acara')!.fields.status;
    const cell = (text: string) => serverFieldType(status).cell?.(text, status as never);
    expect(['Entwurf', 'draft', 'DRAF', 'مسودة', '草稿'].map(cell)).toEqual([
      'draft',
      'draft',
      'draft',
      'draft',
      'draft',
    ]);
    expect(cell('Beendet')).toBe('selesai');
    expect(cell('unknown')).toBe('unknown');
  });
});
