import raMessages from 'ra-language-english';
import { languageMessages } from './merge';
import { en } from '../../domain/i18n/en/messages';

/**
 * English while only the account pages run (the light shell, src/PublicApp.tsx): every area of
 * domain/i18n/en but `resources.ts`, which is built from the resource declarations and would bring
 * all of them (and the validation library) into the sign-in page's download (the mails are the
 * server's). The admin app switches to the whole of English (./en/index.ts) before it renders
 * (`loadAppMessages()` in src/providers/i18nProvider.ts).
 */
const areas = import.meta.glob<Record<string, unknown>>(
  [
    '../../domain/i18n/en/*.ts',
    '!../../domain/i18n/en/resources.ts',
    '!../../domain/i18n/en/messages.ts',
    '!../../domain/i18n/en/mail.ts',
  ],
  { eager: true },
);

export default languageMessages(raMessages, areas, en);
