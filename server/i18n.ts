/**
 * The caller's language and messages in words (docs/i18n.md).
 *
 * The language comes from `Accept-Language` (the browser app sends its UI locale, e.g. `id` or
 * `pt-BR`); anything we do not speak, a missing or a malformed header gives English. Negotiation is
 * only done when a message is rendered (error answers and a few notices), never on the happy path of
 * a request. The app's own exact values are one map look-up; other headers (browsers, curl) are
 * parsed once and remembered in a small bounded cache. It never throws.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, render, renderErrors, type Locale } from '../domain/messages/catalogs';
import type { Msg } from '../domain/messages';
import { LANGUAGES } from '../domain/i18n/languages';

export { DEFAULT_LOCALE, type Locale };

/** Language tags (lower case) we answer in, with their aliases (domain/i18n/languages.ts). */
const TAGS = new Map<string, Locale>();
for (const language of LANGUAGES) {
  TAGS.set(language.locale.toLowerCase(), language.locale);
  for (const alias of language.aliases) TAGS.set(alias, language.locale);
}

/** Exact header values answered without parsing: the locales as the app sends them. */
const EXACT = new Map<string, Locale>(LOCALES.map((l) => [l, l]));

const CACHE_LIMIT = 256;
const MAX_HEADER = 512;
const MAX_ENTRIES = 32;
const cache = new Map<string, Locale>();

/** The locale of one language tag: exact, else by its primary language (`de-AT` → de). */
function localeOfTag(tag: string): Locale | undefined {
  const exact = TAGS.get(tag);
  if (exact) return exact;
  const dash = tag.indexOf('-');
  if (dash <= 0) return undefined;
  return TAGS.get(tag.slice(0, dash));
}

function parse(header: string): Locale {
  let best: Locale = DEFAULT_LOCALE;
  let bestQ = 0;
  const entries = header.slice(0, MAX_HEADER).split(',', MAX_ENTRIES);
  for (const entry of entries) {
    const semi = entry.indexOf(';');
    const tag = (semi < 0 ? entry : entry.slice(0, semi)).trim().toLowerCase();
    if (!tag) continue;
    let q = 1;
    if (semi >= 0) {
      const m = /;\s*q\s*=([^;]*)/i.exec(entry.slice(semi));
      if (m) {
        q = Number(m[1].trim()); // a malformed weight (NaN, > 1) makes the entry unacceptable
        if (!(q >= 0 && q <= 1)) q = 0;
      }
    }
    if (q <= bestQ) continue; // the first of equal weights wins
    const locale = tag === '*' ? DEFAULT_LOCALE : localeOfTag(tag);
    if (!locale) continue;
    best = locale;
    bestQ = q;
  }
  return best;
}

/** The language to answer in for an `Accept-Language` value. */
export function negotiate(header: unknown): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || value === '') return DEFAULT_LOCALE;
  const exact = EXACT.get(value);
  if (exact) return exact;
  const known = cache.get(value);
  if (known) return known;
  let locale: Locale;
  try {
    locale = parse(value);
  } catch {
    locale = DEFAULT_LOCALE;
  }
  if (value.length <= MAX_HEADER) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(value, locale);
  }
  return locale;
}

/** The caller's language. */
export function localeOf(request: FastifyRequest): Locale {
  return negotiate(request.headers['accept-language']);
}

/** A message in the caller's language (notices in success answers). */
export function t(request: FastifyRequest, m: Msg): string {
  return render(m, localeOf(request));
}

/** Field errors in the caller's language. */
export function tErrors(request: FastifyRequest, errors: Readonly<Record<string, readonly Msg[]>>) {
  return renderErrors(errors, localeOf(request));
}

export { render, renderErrors };
