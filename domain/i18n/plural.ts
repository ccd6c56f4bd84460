/** polyglot's plural forms (`one |||| many`): the form a count takes in a language, by its rule. */
import { perLanguageOf, type LanguageCode, type PluralRule } from './languages';

export const PLURAL_DELIMITER = '||||';
const germanic = (n: number) => (n !== 1 ? 1 : 0);
const RULES: Record<PluralRule, (n: number) => number> = {
  germanic,
  french: (n) => (n >= 2 ? 1 : 0),
  none: () => 0,
  arabic: (n) => {
    if (n < 3) return n;
    const lastTwo = n % 100;
    if (lastTwo >= 3 && lastTwo <= 10) return 3;
    return lastTwo >= 11 ? 4 : 5;
  },
};
const PLURAL: Record<LanguageCode, (n: number) => number> = perLanguageOf((l) => RULES[l.plural]);

/** The form of `text` for `count` (`smart_count`) in `locale`; the first form without a count. */
export function pluralForm(text: string, count: unknown, locale: string): string {
  if (!text.includes(PLURAL_DELIMITER)) return text;
  const forms = text.split(PLURAL_DELIMITER);
  const rule = PLURAL[locale as LanguageCode] ?? germanic;
  const index = typeof count === 'number' ? rule(Math.abs(count)) : 0;
  return (forms[index] ?? forms[0]).trim();
}
