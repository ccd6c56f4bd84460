/**
 * The texts of every mail in the 8 languages (domain/i18n/<folder>/mail.ts; English, ./en/mail.ts, is the reference; a unit test keeps
 * the others' shape and parameters the same). A mail is written in its recipient's language
 * (server/mail/language.ts); with none known, in Indonesian and English.
 */
import { loadEveryLanguage } from './everyLanguage';
import type { en } from './en/mail';

/** One mail in one language. */
export interface MailText {
  subject: string;
  greeting: string;
  lines: readonly string[];
  /** The label of the mail's button (its URL given by the template). */
  action?: string;
  /** Labels of further links, each followed by its URL on a line of its own. */
  links?: readonly string[];
  footer?: string;
}

export type MailKind = keyof typeof en;
export type MailCatalog = { readonly [K in MailKind]: MailText };

/** Loaded at once: only the server sends mails. */
export const MAIL_TEXTS = await loadEveryLanguage<MailCatalog>('mail');
