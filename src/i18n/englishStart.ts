import raMessages from 'ra-language-english';
import { mergeMessages } from './merge';

/**
 * English while only the account pages run (the light shell, src/PublicApp.tsx): every area of en/
 * but `resources.ts`, which is built from the resource declarations and would bring all of them
 * (and the validation library) into the sign-in page's download. The admin app switches to the
 * whole of en/ before it renders (`loadAppMessages()` in src/providers/i18nProvider.ts).
 */
const areas = import.meta.glob<Record<string, unknown>>(
  ['./en/*.ts', '!./en/index.ts', '!./en/resources.ts'],
  {
    eager: true,
  },
);

export default mergeMessages(raMessages, areas);
