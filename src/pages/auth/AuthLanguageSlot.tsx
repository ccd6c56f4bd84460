import { LanguageSwitcher } from '../../layout/LanguageSwitcher';

/** The shell's language switcher, placed in the header row of the public pages. */
export function AuthLanguageSlot() {
  return <LanguageSwitcher color="inherit" />;
}
