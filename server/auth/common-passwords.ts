import { dictionary } from '@zxcvbn-ts/language-common';
import { commonPasswordForms, normalizePassword } from '../../domain/auth';

/**
 * The common-password list: every entry of the ranked list of @zxcvbn-ts/language-common
 * (`passwords-common`, 49,233 passwords from breach corpora; the package ships no larger one),
 * normalised as domain/auth.ts compares (NFKC, lower case). Loaded once, on first use. Only 308 of the
 * entries have 12 characters or more, so the check also looks up the password without the digits and
 * symbols around it and the part a repeated password repeats (commonPasswordForms): "Password2024!",
 * "iloveyou12345678" and "qwertyqwerty" are refused. The browser loads the same list lazily
 * (src/pages/auth/validation.ts).
 */
let common: Set<string> | undefined;

export function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map(normalizePassword));
  return common;
}

export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  return commonPasswordForms(password).some((form) => list.has(form));
}
