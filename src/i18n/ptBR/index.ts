import { languageMessages } from '../merge';
import { ptBR } from '../../../domain/i18n/ptBR/messages';

/** Our react-admin set (./ra.ts), the words of domain/i18n/ptBR and the shared catalog under `msg.`. */
const areas = import.meta.glob<Record<string, unknown>>(
  [
    './ra.ts',
    '../../../domain/i18n/ptBR/*.ts',
    '!../../../domain/i18n/ptBR/messages.ts',
    '!../../../domain/i18n/ptBR/mail.ts',
  ],
  { eager: true },
);

export default languageMessages({}, areas, ptBR);
