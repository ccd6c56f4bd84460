/**
 * The one locale formatting module: numbers, counts, money, years, dates and times in a
 * UI language, built on `Intl`. The browser's screens (lists, show pages, dashboard, charts, gallery,
 * profile) reach it through `useLocaleFormat()` (src/layout/useLocaleFormat.ts), its messages through
 * the i18n provider; the server's messages through `render` (domain/messages/catalogs.ts). Pure
 * TypeScript, no browser or Node API beyond `Intl`.
 *
 * Years and ids are whole numbers written without grouping ("2022", never "2,022"); counts and
 * quantities are grouped the language's way; money is rupiah (docs/product.md#domain), with cents only when
 * there are some. A `YYYY-MM-DD` date is a calendar day, shown as that day in every time zone.
 */
import { perLanguageOf } from './i18n/languages';

/** The `Intl` locale of each UI language, by its code (domain/i18n/languages.ts). */
export const INTL_LOCALES: Readonly<Record<string, string>> = perLanguageOf((l) => l.intl);

/** The `Intl` locale of a UI language; an unknown one is English's. */
export function intlLocale(locale: string | null | undefined): string {
  return (locale && INTL_LOCALES[locale]) || INTL_LOCALES.en;
}

/**
 * Message parameters that are counts (polyglot's plural count, react-admin's pagination): written
 * grouped in the language (1,234 / 1.234). No other parameter is touched: a year or an id passed to a
 * message stays as it is.
 */
export const COUNT_PARAMS: ReadonlySet<string> = new Set([
  'smart_count',
  'total',
  'offsetBegin',
  'offsetEnd',
  // A plan's quota message (domain/plans.ts): the limit, what is used and what a write would add.
  'allowed',
  'used',
  'adding',
]);

export type DateInput = Date | string | number;

export interface Formats {
  /** The `Intl` locale (BCP 47), e.g. for react-admin's `locales` props. */
  locale: string;
  /** Any number, grouped; `options` as Intl.NumberFormat's. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A count or quantity: grouped, at most 2 decimals. */
  count(value: number): string;
  /** A number with exactly `scale` decimals (an IPK: 3,50). */
  decimal(value: number, scale: number): string;
  /** An amount in rupiah: "Rp 1.500.000", cents only when there are some. */
  money(value: number): string;
  /** A year or an id: digits only, never grouped ("2022"). */
  plain(value: number): string;
  /** A share out of 100 (a profile 75 % complete). */
  percent(value: number): string;
  /** A file size in B, kB or MB ("1,5 MB"). */
  bytes(value: number): string;
  /** A calendar day, medium length ("14 Feb 2022", "14.02.2022"); `options` replace the style. */
  date(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  /** A day with its weekday, in words (an event's headline). */
  longDate(value: DateInput): string;
  /** A day and month, short (chart axes). */
  dayMonth(value: DateInput): string;
  /** A moment: medium date and short time. */
  dateTime(value: DateInput): string;
  /** A time of day: "HH:MM[:SS]" text or a Date, hours and minutes the language's way. */
  time(value: DateInput): string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * A value as a Date: a `YYYY-MM-DD` text as that calendar day at local midnight (not UTC midnight,
 * which is the day before west of Greenwich), an `HH:MM[:SS]` text as that time today, anything else
 * as `new Date(value)`. Undefined when it names no moment.
 */
export function toDate(value: DateInput): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string') {
    const day = DAY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    const time = TIME.exec(value);
    if (time) {
      const d = new Date();
      d.setHours(Number(time[1]), Number(time[2]), Number(time[3] ?? 0), 0);
      return d;
    }
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const cache = new Map<string, Formats>();

function build(tag: string): Formats {
  const numbers = new Map<string, Intl.NumberFormat>();
  const nf = (options: Intl.NumberFormatOptions = {}) => {
    const key = JSON.stringify(options);
    let f = numbers.get(key);
    if (!f) numbers.set(key, (f = new Intl.NumberFormat(tag, options)));
    return f;
  };
  const dates = new Map<string, Intl.DateTimeFormat>();
  const df = (options: Intl.DateTimeFormatOptions) => {
    const key = JSON.stringify(options);
    let f = dates.get(key);
    if (!f) dates.set(key, (f = new Intl.DateTimeFormat(tag, options)));
    return f;
  };
  const when = (value: DateInput, options: Intl.DateTimeFormatOptions) => {
    const d = toDate(value);
    return d ? df(options).format(d) : String(value);
  };
  const rupiah = { style: 'currency', currency: 'IDR', currencyDisplay: 'narrowSymbol' } as const;
  return {
    locale: tag,
    number: (value, options) => nf(options).format(value),
    count: (value) => nf({ maximumFractionDigits: 2 }).format(value),
    decimal: (value, scale) =>
      nf({ minimumFractionDigits: scale, maximumFractionDigits: scale }).format(value),
    money: (value) =>
      nf({
        ...rupiah,
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(value),
    plain: (value) => nf({ useGrouping: false, maximumFractionDigits: 0 }).format(value),
    percent: (value) => nf({ style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
    bytes: (value) => {
      const [unit, size] =
        value < 1024
          ? ['byte', value]
          : value < 1024 ** 2
            ? ['kilobyte', value / 1024]
            : ['megabyte', value / 1024 ** 2];
      return nf({
        style: 'unit',
        unit,
        unitDisplay: 'short',
        maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
      }).format(size);
    },
    date: (value, options = { dateStyle: 'medium' }) => when(value, options),
    longDate: (value) => when(value, { dateStyle: 'full' }),
    dayMonth: (value) => when(value, { day: 'numeric', month: 'short' }),
    dateTime: (value) => when(value, { dateStyle: 'medium', timeStyle: 'short' }),
    time: (value) => when(value, { hour: 'numeric', minute: '2-digit' }),
  };
}

/** The formats of an `Intl` locale (cached: Intl's formatters are costly to make). */
export function formatsFor(tag: string): Formats {
  let f = cache.get(tag);
  if (!f) cache.set(tag, (f = build(tag)));
  return f;
}

/** The formats of a UI language (`en`, `pt-BR`, `ar`, ...). */
export function formatsOf(locale: string | null | undefined): Formats {
  return formatsFor(intlLocale(locale));
}

/** A message parameter as the language writes it: counts grouped, anything else untouched. */
export function formatParam(name: string, value: unknown, tag: string): unknown {
  return typeof value === 'number' && COUNT_PARAMS.has(name) ? formatsFor(tag).count(value) : value;
}
