import { languageMessages } from '../merge';
import { zhCN } from '../../../domain/i18n/zhCN/messages';

/** Our react-admin set (./ra.ts), the words of domain/i18n/zhCN and the shared catalog under `msg.`. */
const areas = import.meta.glob<Record<string, unknown>>(
  [
    './ra.ts',
    '../../../domain/i18n/zhCN/*.ts',
    '!../../../domain/i18n/zhCN/messages.ts',
    '!../../../domain/i18n/zhCN/mail.ts',
  ],
  { eager: true },
);

export default languageMessages({}, areas, zhCN);
