import { languageMessages } from '../merge';
import { id } from '../../../domain/i18n/id/messages';

/** Our react-admin set (./ra.ts), the words of domain/i18n/id and the shared catalog under `msg.`. */
const areas = import.meta.glob<Record<string, unknown>>(
  [
    './ra.ts',
    '../../../domain/i18n/id/*.ts',
    '!../../../domain/i18n/id/messages.ts',
    '!../../../domain/i18n/id/mail.ts',
  ],
  { eager: true },
);

export default languageMessages({}, areas, id);
