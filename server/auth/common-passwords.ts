import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** The 1,000 most common passwords (ranked list of @zxcvbn-ts/language-common), loaded once. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, 1000).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
