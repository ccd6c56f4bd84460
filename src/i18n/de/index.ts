import { languageMessages } from '../merge';
import { de } from '../../../domain/i18n/de/messages';

/** Our react-admin set (./ra.ts), the words of domain/i18n/de and the shared catalog under `msg.`. */
const areas = import.meta.glob<Record<string, unknown>>(
  [
    './ra.ts',
    '../../../domain/i18n/de/*.ts',
    '!../../../domain/i18n/de/messages.ts',
    '!../../../domain/i18n/de/mail.ts',
  ],
  { eager: true },
);

export default languageMessages({}, areas, de);
