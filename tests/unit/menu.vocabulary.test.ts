import { describe, expect, it } from 'vitest';
import { labelIn, type Label } from '../../domain/config/label';
import { loadEveryLanguage } from '../../domain/i18n/everyLanguage';
import { LANGUAGES } from '../../domain/i18n/languages';
import { buildMenu, type MenuGroup, type MenuItem } from '../../domain/menu';
import { PLUGIN_LAZY_WORDS } from '../../domain/resources';
import { loadLazyWords } from '../../domain/config/pluginWordsLoad';

type Tree = { [key: string]: string | Tree };

/** The areas whose words the menu reads (`app.menu.*`), and the dashboard's and plan meters' counts. */
const AREAS = ['layout', 'auditLog', 'dashboard', 'plans'];

function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] =
      typeof value === 'string' || typeof current !== 'object' ? value : merge({ ...current }, value);
  }
  return into;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

// the plugins' words that come with a language, every language's (as the server loads them)
await Promise.all(LANGUAGES.map((l) => loadLazyWords(PLUGIN_LAZY_WORDS, l.locale)));

const catalogs: Record<string, Tree> = {};
for (const area of AREAS) {
  const words = await loadEveryLanguage<Tree>(area);
  for (const [locale, tree] of Object.entries(words)) catalogs[locale] = merge(catalogs[locale] ?? {}, tree);
}

/** The label the sidebar shows in `locale` (src/layout/useAppMenu.ts: configured label, catalog, title). */
function shown(item: { i18nKey: string; title: string; label?: Label }, locale: string): string {
  return labelIn(item.label, locale) ?? lookup(catalogs[locale], item.i18nKey) ?? item.title;
}

function entries(groups: readonly MenuGroup[]): { i18nKey: string; title: string; label?: Label }[] {
  const out: { i18nKey: string; title: string; label?: Label }[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      out.push(item);
      if (item.children) walk(item.children);
    }
  };
  for (const group of groups) {
    out.push(group);
    walk(group.items);
  }
  return out;
}

/**
 * Menu words that are the same in Indonesian and in another language by design: "Menu" and
 * "Profil" are spelled alike in those languages.
 */
const SAME_BY_DESIGN: Record<string, readonly string[]> = {
  'app.menu.groups.menu': ['en', 'fr', 'pt-BR'],
  'app.menu.items.profile': ['de', 'fr'],
};

describe('menu vocabulary', () => {
  it('shows no Indonesian word in another language, unless the word is that language’s own', () => {
    const menu = entries(buildMenu());
    const indonesian = LANGUAGES.filter((l) => l.locale !== 'id');
    expect(indonesian.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const language of indonesian) {
      for (const item of menu) {
        const text = shown(item, language.locale);
        if (text !== shown(item, 'id')) continue;
        if (SAME_BY_DESIGN[item.i18nKey]?.includes(language.locale)) continue;
        leaks.push(`${language.locale} ${item.i18nKey}: ${text}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('names events, students and the gallery in the English menu as the English pages do', () => {
    const en = Object.fromEntries(entries(buildMenu()).map((i) => [i.i18nKey, shown(i, 'en')]));
    expect(en['app.menu.items.acara']).toBe('Events');
    expect(en['app.menu.items.mahasiswa']).toBe('Students');
    expect(en['app.menu.submenus.galeri']).toBe('Gallery');
    expect(en['app.menu.submenus.perguruanTinggi']).toBe('Universities');
    expect(en['app.menu.submenus.hakAkses']).toBe('Access rights');
  });

  it.each(LANGUAGES.map((l) => l.locale))(
    '%s: the dashboard and the plan meters count events and students by their menu names',
    (locale) => {
      const words = catalogs[locale];
      for (const thing of ['acara', 'mahasiswa']) {
        const menu = lookup(words, `app.menu.items.${thing}`);
        expect(lookup(words, `app.dashboard.stats.${thing}`), thing).toBe(menu);
        expect(lookup(words, `app.plans.quota.${thing}`), thing).toBe(menu);
      }
    },
  );
});
