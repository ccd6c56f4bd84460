/**
 * The texts of every mail in the 8 languages (English, ./en.ts, is the reference; a unit test keeps
 * the others' shape and parameters the same). A mail is written in its recipient's language
 * (server/mail/language.ts); with none known, in Indonesian and English.
 */
import { perLocale } from '../../../domain/messages/catalogs';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { id } from './id';
import { ptBR } from './ptBR';
import { zhCN } from './zhCN';

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

export const MAIL_TEXTS = perLocale<MailCatalog>({ en, id, de, es, fr, ptBR, zhCN, ar });
