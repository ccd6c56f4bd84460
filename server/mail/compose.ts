/**
 * A mail from the catalog (./texts): the text part and the HTML part of the same words, in the
 * recipient's language, or in Indonesian and English when it is not known. Every URL stands on a
 * line of its own (in HTML: a link whose text is the URL), never inside a sentence, so no mail
 * client glues a full stop or a bracket to it when it turns it into a link.
 */
import { CATALOGS, interpolate, type Locale } from '../../domain/messages/catalogs';
import type { MailMessage } from './mailer';
import { MAIL_TEXTS, type MailKind, type MailText } from '../../domain/i18n/mail';

/** Without a known language: the product's language first, then English. */
const UNKNOWN: readonly Locale[] = ['id', 'en'];

export interface MailUrls {
  /** The button's URL (the text's `action`). */
  action?: string;
  /** One URL per label of the text's `links`. */
  links?: readonly string[];
}

type Params = Readonly<Record<string, string | number>>;

/** Where a URL stands in a mail: its button (`action`), or one of its `links` by position. */
type UrlSlot = 'action' | number;

/**
 * The URLs that open a public page (sign in, forgot password), per kind. Every other URL (the
 * button of a mail with a token, and any URL of a kind not listed) is taken to carry a single-use
 * token: the outbox keeps it only until the mail is delivered or given up (`MailMessage.atRest`).
 */
const PUBLIC_URLS: { readonly [K in MailKind]?: readonly UrlSlot[] } = {
  alreadyRegistered: [0, 1],
  invitation: [0],
  emailChangeRequested: [0],
  emailInUse: [0],
  emailChanged: [0],
  nimTaken: [0, 1],
  claimInvitation: [0],
  approved: ['action'],
};

/** A URL as the mail shows it: the link itself, or (at rest) the note that replaced it. */
type Shown = { url: string } | { removed: string };

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

function textOf({ text, say }: Block, show: (slot: UrlSlot) => Shown | undefined): string {
  const line = (shown: Shown) => ('url' in shown ? shown.url : shown.removed);
  const out = [say(text.greeting), '', ...text.lines.flatMap((l) => [say(l), ''])];
  const action = show('action');
  if (text.action && action) out.push(`${say(text.action)}:`, line(action), '');
  text.links?.forEach((label, i) => {
    const shown = show(i);
    if (shown) out.push(say(label), line(shown), '');
  });
  if (text.footer) out.push(say(text.footer), '');
  return out.join('\n').trimEnd();
}

const SMALL = 'font-size:12px;color:#666';
const BUTTON =
  'display:inline-block;padding:10px 18px;background:#7366ff;color:#fff;border-radius:6px;text-decoration:none';

function htmlOf({ locale, text, say }: Block, show: (slot: UrlSlot) => Shown | undefined): string {
  const link = (shown: Shown) =>
    'url' in shown
      ? `<a href="${escapeHtml(shown.url)}">${escapeHtml(shown.url)}</a>`
      : escapeHtml(shown.removed);
  const parts = [
    `<p>${escapeHtml(say(text.greeting))}</p>`,
    ...text.lines.map((l) => `<p>${escapeHtml(say(l))}</p>`),
  ];
  const action = show('action');
  if (text.action && action) {
    // At rest the button goes: its label stays, beside the note.
    parts.push(
      'url' in action
        ? `<p><a href="${escapeHtml(action.url)}" style="${BUTTON}">${escapeHtml(say(text.action))}</a></p>`
        : `<p>${escapeHtml(say(text.action))}</p>`,
      `<p style="${SMALL}">${link(action)}</p>`,
    );
  }
  text.links?.forEach((label, i) => {
    const shown = show(i);
    if (shown) parts.push(`<p>${escapeHtml(say(label))}<br>${link(shown)}</p>`);
  });
  if (text.footer) parts.push(`<p style="${SMALL}">${escapeHtml(say(text.footer))}</p>`);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<div lang="${locale}" dir="${dir}">\n${parts.join('\n')}\n</div>`;
}

/**
 * The mail `kind` to `to`, in `language` (unknown: Indonesian, then English). With a single-use link
 * among its URLs it carries `atRest`: the same mail with each such link replaced by a note.
 */
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
  const urlAt = (slot: UrlSlot) => (slot === 'action' ? urls.action : urls.links?.[slot]);
  const live = (slot: UrlSlot): Shown | undefined => {
    const url = urlAt(slot);
    return url ? { url } : undefined;
  };
  const isPublic = (slot: UrlSlot) => PUBLIC_URLS[kind]?.includes(slot) ?? false;
  const shape = MAIL_TEXTS.en[kind];
  const slots: UrlSlot[] = [
    ...(shape.action ? ['action' as const] : []),
    ...(shape.links ?? []).map((_, i) => i),
  ];
  const secret = slots.some((slot) => urlAt(slot) && !isPublic(slot));
  const rule = '<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">';
  const htmlLang = blocks[0].locale;
  const render = (show: (b: Block) => (slot: UrlSlot) => Shown | undefined) => ({
    text: `${blocks.map((b) => textOf(b, show(b))).join('\n\n-----\n\n')}\n`,
    html: `<!doctype html><html lang="${htmlLang}" dir="${htmlLang === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">${blocks.map((b) => htmlOf(b, show(b))).join(rule)}</body></html>`,
  });
  const atRest = (b: Block) => (slot: UrlSlot) =>
    isPublic(slot) || !urlAt(slot) ? live(slot) : { removed: CATALOGS[b.locale].mail.linkRemoved };
  return {
    to,
    subject: blocks.map((b) => b.say(b.text.subject)).join(' / '),
    ...render(() => live),
    ...(secret ? { atRest: render(atRest) } : {}),
  };
}
