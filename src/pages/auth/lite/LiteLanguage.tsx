import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES, languageFor } from '../../../../domain/i18n/languages';
import { Flag } from '../../../layout/Flag';

/**
 * The language switcher of the sign-in page (the header's LanguageSwitcher without MUI): the flag
 * and code of the current language over the browser's own list of languages.
 */
export function LiteLanguage() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const id = useId();
  const current = languageFor(locale);
  const code = current.locale.slice(0, 2).toUpperCase();
  return (
    <div className="wl-language">
      <select
        id={id}
        value={current.locale}
        // The visible code starts the name (WCAG 2.5.3 label in name).
        aria-label={`${code}, ${translate('app.layout.header.language', { name: current.name })}`}
        onChange={(event) => setLocale(event.target.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.locale} value={l.locale} lang={l.locale}>
            {l.name}
          </option>
        ))}
      </select>
      <span className="wl-language-face" aria-hidden="true">
        <Flag code={current.icon} size={14} />
        {code}
      </span>
    </div>
  );
}
