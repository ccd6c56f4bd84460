/**
 * A mail from the catalog (./texts): the text part and the HTML part of the same words, in the
 * recipient's language, or in Indonesian and English when it is not known. Every URL stands on a
 * line of its own (in HTML: a link whose text is the URL), never inside a sentence, so no mail
 * client glues a full stop or a bracket to it when it turns it into a link.
 */
import { interpolate, type Locale } from '../../domain/messages/catalogs';
import type { MailMessage } from './mailer';
import { MAIL_TEXTS, type MailKind, type MailText } from './texts';

/** Without a known language: the product's language first, then English. */
const UNKNOWN: readonly Locale[] = ['id', 'en'];

export interface MailUrls {
  /** The button's URL (the text's `action`). */
  action?: string;
  /** One URL per label of the text's `links`. */
  links?: readonly string[];
}

type Params = Readonly<Record<string, string | number>>;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Block {
  locale: Locale;
  text: MailText;
  say: (s: string) => string;
}

function textOf({ text, say }: Block, urls: MailUrls): string {
  const out = [say(text.greeting), '', ...text.lines.flatMap((l) => [say(l), ''])];
  if (text.action && urls.action) out.push(`${say(text.action)}:`, urls.action, '');
  text.links?.forEach((label, i) => {
    if (urls.links?.[i]) out.push(say(label), urls.links[i], '');
  });
  if (text.footer) out.push(say(text.footer), '');
  return out.join('\n').trimEnd();
}

const SMALL = 'font-size:12px;color:#666';
const BUTTON =
  'display:inline-block;padding:10px 18px;background:#7366ff;color:#fff;border-radius:6px;text-decoration:none';

function htmlOf({ locale, text, say }: Block, urls: MailUrls): string {
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const parts = [
    `<p>${escapeHtml(say(text.greeting))}</p>`,
    ...text.lines.map((l) => `<p>${escapeHtml(say(l))}</p>`),
  ];
  if (text.action && urls.action) {
    parts.push(
      `<p><a href="${escapeHtml(urls.action)}" style="${BUTTON}">${escapeHtml(say(text.action))}</a></p>`,
      `<p style="${SMALL}">${link(urls.action)}</p>`,
    );
  }
  text.links?.forEach((label, i) => {
    const url = urls.links?.[i];
    if (url) parts.push(`<p>${escapeHtml(say(label))}<br>${link(url)}</p>`);
  });
  if (text.footer) parts.push(`<p style="${SMALL}">${escapeHtml(say(text.footer))}</p>`);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<div lang="${locale}" dir="${dir}">\n${parts.join('\n')}\n</div>`;
}

/** The mail `kind` to `to`, in `language` (unknown: Indonesian, then English). */
export function composeMail(
  to: string,
  kind: MailKind,
  language: Locale | undefined,
  params: Params,
  urls: MailUrls = {},
): MailMessage {
  const blocks: Block[] = (language ? [language] : UNKNOWN).map((locale) => ({
    locale,
    text: MAIL_TEXTS[locale][kind],
    say: (s: string) => interpolate(s, params, locale),
  }));
  const rule = '<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">';
  const htmlLang = blocks[0].locale;
  return {
    to,
    subject: blocks.map((b) => b.say(b.text.subject)).join(' / '),
    text: `${blocks.map((b) => textOf(b, urls)).join('\n\n-----\n\n')}\n`,
    html: `<!doctype html><html lang="${htmlLang}" dir="${htmlLang === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">${blocks.map((b) => htmlOf(b, urls)).join(rule)}</body></html>`,
  };
}
