import raMessages from 'ra-language-english';
import { languageMessages } from '../merge';
import { en } from '../../../domain/i18n/en/messages';

/** react-admin's own set, the words of domain/i18n/en and the shared catalog under `msg.`. */
const areas = import.meta.glob<Record<string, unknown>>(
  [
    '../../../domain/i18n/en/*.ts',
    '!../../../domain/i18n/en/messages.ts',
    '!../../../domain/i18n/en/mail.ts',
  ],
  { eager: true },
);

export default languageMessages(raMessages, areas, en);
