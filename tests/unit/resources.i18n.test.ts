import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { raName } from '../../domain/resource';
import { missingWords } from '../../domain/i18n/resourceMessages';
import { LANGUAGES } from '../../domain/i18n/languages';

type Module = typeof import('../../domain/i18n/en/resources');

/** Every language's resources.ts, by folder. */
const languages: Record<string, Module> = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(
      async (l) =>
        [l.folder, (await import(`../../domain/i18n/${l.folder}/resources.ts`)) as Module] as const,
    ),
  ),
);
const en = languages.en;

describe('resource translations', () => {
  for (const [lang, module] of Object.entries(languages)) {
    it(`${lang} names every declared resource and field`, () => {
      expect(missingWords(module.resourceVocabulary())).toEqual([]);
    });

    it(`${lang} gives every resource route its name and field labels`, () => {
      const resources = module.default.resources as Record<
        string,
        { name: string; fields: Record<string, string> }
      >;
      for (const def of RESOURCES) {
        const entry = resources[raName(def)];
        expect(entry?.name, `${lang} ${def.name}`).toBeTruthy();
        for (const field of Object.keys(def.fields)) expect(entry.fields[field]).toBeTruthy();
      }
    });
  }

  it('languages translate rather than copy English field labels', () => {
    const english = en.resourceVocabulary().fields;
    for (const [lang, module] of Object.entries(languages)) {
      if (lang === 'en') continue;
      const fields = module.resourceVocabulary().fields;
      const same = Object.keys(english).filter((k) => fields[k] === english[k]);
      // a few words are the same in many languages (ID, Logo, Status, E-mail, Website...)
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThan(Object.keys(english).length / 4);
    }
  });
});
