import type { Config } from '../config';
import type { MailMessage } from './mailer';

/** Mail texts of the sign-in flows: Indonesian first, then English; plain text plus simple HTML. */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Block {
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  footer?: string;
}

function compose(to: string, subject: string, id: Block, en: Block): MailMessage {
  const textOf = (b: Block) =>
    [
      b.greeting,
      '',
      ...b.lines,
      ...(b.action ? ['', `${b.action.label}: ${b.action.url}`] : []),
      ...(b.footer ? ['', b.footer] : []),
    ].join('\n');
  const htmlOf = (b: Block) =>
    [
      `<p>${escapeHtml(b.greeting)}</p>`,
      ...b.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      b.action
        ? `<p><a href="${escapeHtml(b.action.url)}" style="display:inline-block;padding:10px 18px;background:#7366ff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(b.action.label)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(b.action.url)}</p>`
        : '',
      b.footer ? `<p style="font-size:12px;color:#666">${escapeHtml(b.footer)}</p>` : '',
    ].join('\n');
  return {
    to,
    subject,
    text: `${textOf(id)}\n\n----- English -----\n\n${textOf(en)}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">${htmlOf(id)}<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">${htmlOf(en)}</body></html>`,
  };
}

export function verifyLink(config: Config, userId: number, token: string): string {
  return `${config.publicUrl}/auth/verify-email/${userId}/${token}`;
}

export function resetLink(config: Config, token: string): string {
  return `${config.publicUrl}/auth/password-reset/${token}`;
}

export function verificationMail(
  config: Config,
  to: string,
  name: string,
  userId: number,
  token: string,
): MailMessage {
  const url = verifyLink(config, userId, token);
  return compose(
    to,
    'Verifikasi e-mail Wisuda / Verify your Wisuda e-mail',
    {
      greeting: `Halo ${name},`,
      lines: [
        'Terima kasih telah mendaftar di Wisuda. Buka tautan di bawah ini untuk memverifikasi alamat e-mail Anda.',
        'Tautan berlaku 24 jam dan hanya dapat dipakai sekali.',
      ],
      action: { label: 'Verifikasi e-mail', url },
      footer: 'Jika Anda tidak mendaftar, abaikan e-mail ini.',
    },
    {
      greeting: `Hello ${name},`,
      lines: [
        'Thank you for registering with Wisuda. Open the link below to verify your e-mail address.',
        'The link is valid for 24 hours and works once.',
      ],
      action: { label: 'Verify e-mail', url },
      footer: 'If you did not register, ignore this e-mail.',
    },
  );
}

export function resetMail(config: Config, to: string, name: string, token: string): MailMessage {
  const url = resetLink(config, token);
  return compose(
    to,
    'Atur ulang kata sandi Wisuda / Reset your Wisuda password',
    {
      greeting: `Halo ${name},`,
      lines: [
        'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda.',
        'Tautan berlaku 1 jam dan hanya dapat dipakai sekali. Semua sesi Anda akan diakhiri.',
      ],
      action: { label: 'Atur ulang kata sandi', url },
      footer: 'Jika Anda tidak meminta ini, abaikan e-mail ini; kata sandi Anda tidak berubah.',
    },
    {
      greeting: `Hello ${name},`,
      lines: [
        'We received a request to reset the password of your account.',
        'The link is valid for 1 hour and works once. All your sessions will be signed out.',
      ],
      action: { label: 'Reset password', url },
      footer: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
    },
  );
}

/** Sent instead of a second account when someone registers with an address that already has one. */
export function alreadyRegisteredMail(config: Config, to: string, name: string): MailMessage {
  const login = `${config.publicUrl}/auth/login`;
  const forgot = `${config.publicUrl}/auth/forgot-password`;
  return compose(
    to,
    'Percobaan pendaftaran Wisuda / Wisuda registration attempt',
    {
      greeting: `Halo ${name},`,
      lines: [
        'Seseorang mencoba mendaftar di Wisuda dengan alamat e-mail ini, tetapi alamat ini sudah memiliki akun.',
        `Masuk di ${login}. Lupa kata sandi? Atur ulang di ${forgot}.`,
      ],
      footer: 'Jika itu bukan Anda, abaikan e-mail ini; akun Anda tidak berubah.',
    },
    {
      greeting: `Hello ${name},`,
      lines: [
        'Someone tried to register with Wisuda using this e-mail address, but it already has an account.',
        `Sign in at ${login}. Forgot your password? Reset it at ${forgot}.`,
      ],
      footer: 'If this was not you, ignore this e-mail; your account is unchanged.',
    },
  );
}

/**
 * Sent to a student whose sign-in account an administrator created by import: the account has no
 * password yet; the link (a password reset token with a longer life) lets its owner choose one.
 */
export function invitationMail(
  config: Config,
  to: string,
  name: string,
  token: string,
  days: number,
): MailMessage {
  const url = resetLink(config, token);
  const forgot = `${config.publicUrl}/auth/forgot-password`;
  return compose(
    to,
    'Akun Wisuda Anda / Your Wisuda account',
    {
      greeting: `Halo ${name},`,
      lines: [
        'Akun Wisuda telah dibuatkan untuk Anda. Buka tautan di bawah ini untuk memilih kata sandi; setelah itu Anda dapat masuk dengan alamat e-mail ini atau NIM Anda.',
        `Tautan berlaku ${days} hari dan hanya dapat dipakai sekali. Jika sudah kedaluwarsa, minta tautan baru di ${forgot}.`,
      ],
      action: { label: 'Pilih kata sandi', url },
      footer: 'Jika Anda tidak mengenal Wisuda, abaikan e-mail ini.',
    },
    {
      greeting: `Hello ${name},`,
      lines: [
        'A Wisuda account was created for you. Open the link below to choose your password; then sign in with this e-mail address or your NIM.',
        `The link is valid for ${days} days and works once. If it has expired, ask for a new one at ${forgot}.`,
      ],
      action: { label: 'Choose a password', url },
      footer: 'If you do not know Wisuda, ignore this e-mail.',
    },
  );
}
