import { i18nProvider } from '../providers/i18nProvider';

/** The start-up's spinner (styles in the light shell's lite.css, which every page loads). */
export function BootSpinner() {
  return (
    <div className="wl-boot">
      <span
        className="wl-spinner"
        role="progressbar"
        aria-label={i18nProvider.translate('app.layout.lazy.loading')}
      />
    </div>
  );
}
