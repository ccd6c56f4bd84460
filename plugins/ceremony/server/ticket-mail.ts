/**
 * The mails that carry a ticket: a guest's (in the language the graduate chose for them) and a
 * graduate's own pass. Each shows the QR code as an image in the mail itself, and the token as
 * text beside it; both go through the durable mail queue (outbox + job), in the caller's transaction.
 */
import type { FastifyInstance } from 'fastify';
import qrcode from 'qrcode-generator';
import type { PluginRouteKit } from 'wisuda/server';
import { mailText } from '../tickets/mail-words';

type Db = PluginRouteKit['db'];

/** A QR code of `text`: an SVG for the screens, a GIF data address for the mails. */
export function qrCode(text: string): { svg: string; gif: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  return { svg: qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true }), gif: qr.createDataURL(6, 4) };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface TicketMail {
  kind: 'guest' | 'pass';
  to: string;
  locale: string;
  token: string;
  acara: string;
  date: string;
  graduate: string;
  guest?: string;
}

/** Queues the mail of one ticket (in `db` when it is a transaction). */
export async function queueTicketMail(api: FastifyInstance, db: Db, m: TicketMail): Promise<void> {
  const params = { acara: m.acara, date: m.date, graduate: m.graduate, guest: m.guest ?? '' };
  const subject = mailText(m.locale, m.kind === 'guest' ? 'guestSubject' : 'passSubject', params);
  const body = mailText(m.locale, m.kind === 'guest' ? 'guestBody' : 'passBody', params);
  const code = mailText(m.locale, 'code');
  const dir = m.locale === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<!doctype html><html lang="${m.locale}" dir="${dir}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">` +
    `<p>${escape(body)}</p><p><img src="${qrCode(m.token).gif}" alt="QR" width="300" height="300"></p>` +
    `<p style="font-size:11px;color:#555;word-break:break-all">${escape(code)}: ${escape(m.token)}</p></body></html>`;
  await api.mailer.send({ to: m.to, subject, text: `${body}\n\n${code}: ${m.token}\n`, html }, db);
}
