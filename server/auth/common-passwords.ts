import { createHash } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { commonPasswordForms, commonPasswordHashParts, normalizePassword } from '../../domain/auth';

/**
 * The common-password list: every entry of the ranked list of @zxcvbn-ts/language-common
 * (`passwords-common`, 49,233 passwords from breach corpora; the package ships no larger one),
 * normalised as domain/auth.ts compares (NFKC, lower case). Loaded once, on first use. Only 308 of the
 * entries have 12 characters or more, so the check also looks up the password without the digits and
 * symbols around it and the part a repeated password repeats (commonPasswordForms): "Password2024!",
 * "iloveyou12345678" and "qwertyqwerty" are refused. The browser looks the same forms up by their
 * hashes, bucket by bucket (`commonPasswordBucket`; src/pages/auth/commonPasswords.ts).
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

let buckets: Map<string, string[]> | undefined;

/**
 * The entries whose SHA-256 (hex) starts with `prefix` (COMMON_PASSWORD_BUCKET digits), as the rest
 * of their hashes: what a browser needs to tell whether a password's form is on the list.
 */
export function commonPasswordBucket(prefix: string): string[] {
  if (!buckets) {
    buckets = new Map();
    for (const entry of commonPasswords()) {
      const { bucket, rest } = commonPasswordHashParts(
        createHash('sha256').update(entry, 'utf8').digest('hex'),
      );
      const listed = buckets.get(bucket);
      if (listed) listed.push(rest);
      else buckets.set(bucket, [rest]);
    }
  }
  return buckets.get(prefix) ?? [];
}
