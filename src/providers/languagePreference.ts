import { useEffect } from 'react';
import { api } from './httpClient';
import { subscribeLanguage } from './currentLanguage';
import { getToken } from './session';

/**
 * Keeps the signed-in user's language on the server (PUT /api/auth/language): the language their
 * mails are written in follows the one they pick in the app. A failure changes nothing on screen.
 */
export function useLanguagePreference(): void {
  useEffect(
    () =>
      subscribeLanguage((language) => {
        if (!getToken()) return;
        api('/api/auth/language', {
          method: 'PUT',
          body: JSON.stringify({ language: language.locale }),
        }).catch((error: unknown) => console.warn('Keeping the language failed', error));
      }),
    [],
  );
}
