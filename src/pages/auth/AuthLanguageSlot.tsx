/**
 * The place for the shell's language switcher on the public pages. Empty until the shell exposes
 * `src/layout/LanguageSwitcher.tsx`; then this renders it (a one-line hook-up).
 */
export function AuthLanguageSlot() {
  return null;
}
