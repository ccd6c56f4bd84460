/**
 * The shared message catalog (domain/messages) in the browser: its messages sit in the polyglot
 * tree under `msg.` (src/i18n/<folder>/index.ts), so a `Msg` made with `msg.*` is translated like any
 * other key. A plain string is a message the server already put into the UI's language.
 */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { clientKey, type Msg } from '../../domain/messages';

/** A react-admin validator answer for a catalog message. */
export function validatorMessage(m: Msg): { message: string; args: Record<string, unknown> } {
  return { message: clientKey(m), args: { ...m.params } };
}

/** Translate a catalog message, or show the server's words as they are. */
export function useMessage(): (m: Msg | string | undefined) => string | undefined {
  const translate = useTranslate();
  return useCallback(
    (m) => (m === undefined || typeof m === 'string' ? m : translate(clientKey(m), { ...m.params })),
    [translate],
  );
}
