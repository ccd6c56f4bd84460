import type { Config } from '../config';
import type { Locale } from '../../domain/messages/catalogs';
import { composeMail } from './compose';
import type { MailMessage } from './mailer';
import type { MailKind } from '../../domain/i18n/mail';

/**
 * The mails of the sign-in flows (texts: domain/i18n/<folder>/mail.ts, in the recipient's `language`; without one in
 * Indonesian and English), each with a text and an HTML part (./compose.ts).
 */

export function verifyLink(config: Config, userId: number, token: string): string {
  return `${config.publicUrl}/auth/verify-email/${userId}/${token}`;
}

export function resetLink(config: Config, token: string): string {
  return `${config.publicUrl}/auth/password-reset/${token}`;
}

const loginLink = (config: Config) => `${config.publicUrl}/auth/login`;
export const forgotLink = (config: Config) => `${config.publicUrl}/auth/forgot-password`;

/** To an address nobody proved yet: nothing the registrant typed goes into it but the address. */
export function verificationMail(
  config: Config,
  to: string,
  userId: number,
  token: string,
  language?: Locale,
): MailMessage {
  return composeMail(to, 'verification', language, {}, { action: verifyLink(config, userId, token) });
}

/** A mail whose button opens a link made from a token (a password reset, an e-mail change). */
const tokenLinkMail =
  (kind: MailKind, link: (config: Config, token: string) => string) =>
  (config: Config, to: string, name: string, token: string, language?: Locale): MailMessage =>
    composeMail(to, kind, language, { name }, { action: link(config, token) });

export const resetMail = tokenLinkMail('reset', resetLink);

/** Sent instead of a second account when someone registers with an address that already has one. */
export function alreadyRegisteredMail(
  config: Config,
  to: string,
  name: string,
  language?: Locale,
): MailMessage {
  return composeMail(
    to,
    'alreadyRegistered',
    language,
    { name },
    { links: [loginLink(config), forgotLink(config)] },
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
  language?: Locale,
): MailMessage {
  return composeMail(
    to,
    'invitation',
    language,
    { name, smart_count: days },
    { action: resetLink(config, token), links: [forgotLink(config)] },
  );
}

export function emailChangeLink(config: Config, token: string): string {
  return `${config.publicUrl}/auth/confirm-email/${token}`;
}

/** Sent to the NEW address of a change asked for on the profile: the link switches the address. */
export const emailChangeMail = tokenLinkMail('emailChange', emailChangeLink);

export function emailCancelLink(config: Config, token: string): string {
  return `${config.publicUrl}/auth/cancel-email/${token}`;
}

/** Sent to the CURRENT address when a change is asked for: its link cancels the change while it is pending. */
export function emailChangeRequestedNotice(
  config: Config,
  to: string,
  name: string,
  newEmail: string,
  cancelToken: string,
  language?: Locale,
): MailMessage {
  return composeMail(
    to,
    'emailChangeRequested',
    language,
    { name, email: newEmail },
    { action: emailCancelLink(config, cancelToken), links: [forgotLink(config)] },
  );
}

/** Sent to an address another account asked to change to, when it already has an account of its own. */
export function emailInUseMail(config: Config, to: string, name: string, language?: Locale): MailMessage {
  return composeMail(to, 'emailInUse', language, { name }, { links: [loginLink(config)] });
}

/** Sent to the OLD address once a change is confirmed, so its owner learns of it. */
export function emailChangedNotice(
  config: Config,
  to: string,
  name: string,
  newEmail: string,
  language?: Locale,
): MailMessage {
  return composeMail(
    to,
    'emailChanged',
    language,
    { name, email: newEmail },
    { links: [forgotLink(config)] },
  );
}

/** Sent to the address given with a NIM of this university that already has an account. */
export function nimTakenMail(config: Config, to: string, nim: string, language?: Locale): MailMessage {
  return composeMail(to, 'nimTaken', language, { nim }, { links: [loginLink(config), forgotLink(config)] });
}

/**
 * A claim of an imported student record (same university and NIM) is proven only through the address
 * the university holds for it: that address gets an invitation to choose the password of the
 * record's account (`token`: a password reset token with the invitation's life).
 */
export function claimInvitationMail(
  config: Config,
  to: string,
  name: string,
  nim: string,
  token: string,
  days: number,
  language?: Locale,
): MailMessage {
  return composeMail(
    to,
    'claimInvitation',
    language,
    { name, nim, smart_count: days },
    { action: resetLink(config, token), links: [forgotLink(config)] },
  );
}

/**
 * Sent to the address given with the NIM of an imported record: where the link went (`mailed`: the
 * address the university holds), or that only the university can invite them (it holds none).
 */
export function claimElsewhereMail(to: string, nim: string, mailed: boolean, language?: Locale): MailMessage {
  return composeMail(to, mailed ? 'claimMailedToRecord' : 'claimNeedsUniversity', language, { nim });
}

/** Sent when an administrator approves a self-registered account. */
export function approvedMail(config: Config, to: string, name: string, language?: Locale): MailMessage {
  return composeMail(to, 'approved', language, { name }, { action: loginLink(config) });
}

/** Sent when an administrator rejects a self-registered account. */
export function rejectedMail(_config: Config, to: string, name: string, language?: Locale): MailMessage {
  return composeMail(to, 'rejected', language, { name });
}
