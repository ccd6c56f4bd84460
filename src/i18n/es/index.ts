import { languageMessages } from '../merge';
import { es } from '../../../domain/i18n/es/messages';

/** Our react-admin set (./ra.ts), the words of domain/i18n/es and the shared catalog under `msg.`. */
const areas = import.meta.glob<Record<string, unknown>>(
  [
    './ra.ts',
    '../../../domain/i18n/es/*.ts',
    '!../../../domain/i18n/es/messages.ts',
    '!../../../domain/i18n/es/mail.ts',
  ],
  { eager: true },
);

export default languageMessages({}, areas, es);
