import raMessages from 'ra-language-french';
import { languageMessages } from '../merge';
import { fr } from '../../../domain/i18n/fr/messages';

/** react-admin's own set, the words of domain/i18n/fr and the shared catalog under `msg.`. */
const areas = import.meta.glob<Record<string, unknown>>(
  [
    '../../../domain/i18n/fr/*.ts',
    '!../../../domain/i18n/fr/messages.ts',
    '!../../../domain/i18n/fr/mail.ts',
  ],
  { eager: true },
);

export default languageMessages(raMessages, areas, fr);
