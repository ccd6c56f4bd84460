import { languageMessages } from '../merge';
import { ar } from '../../../domain/i18n/ar/messages';

/** Our react-admin set (./ra.ts), the words of domain/i18n/ar and the shared catalog under `msg.`. */
const areas = import.meta.glob<Record<string, unknown>>(
  [
    './ra.ts',
    '../../../domain/i18n/ar/*.ts',
    '!../../../domain/i18n/ar/messages.ts',
    '!../../../domain/i18n/ar/mail.ts',
  ],
  { eager: true },
);

export default languageMessages({}, areas, ar);
