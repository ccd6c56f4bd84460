import { msg, type Msg } from './messages';

/** Rules of the account forms, the same for the browser's checks and the server's (and their messages). */

/**
 * Password length in characters (Unicode code points, not UTF-16 units), per OWASP ASVS 5.0 V6.2 and
 * NIST SP 800-63B: at least 12, at most 128 (long passphrases welcome).
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/** A person's name on registration. */
export const NAME_LENGTH = { min: 2, max: 150 } as const;

/**
 * What a mail client would turn into a link: a scheme (`https://`), `www.`, or a host under a
 * top-level domain spammers use. Names often abbreviate with dots ("Muh.Rizki", "S.Kom"), so a bare
 * dot is not enough.
 */
const LINK_IN_NAME =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[\p{L}\p{N}-]\.(?:com|net|org|info|biz|io|co|id|me|xyz|top|site|online|app|dev|ly|link|click|ru|cn|tk|us|uk|de|fr|br|es|ai|gg|to|cc|tv|in|my|sg|ac|edu|gov|shop|store|live|club|pro|icu|vip|win|bid|fun|buzz|work)(?![\p{L}\p{N}])/iu;

/** The problem with a person's name (trimmed; '' is none), or undefined when it is fine. */
export function nameProblem(value: string): Msg | undefined {
  const v = value.trim();
  if (!v) return msg.validation.required();
  if (v.length < NAME_LENGTH.min || v.length > NAME_LENGTH.max) return msg.auth.nameLength(NAME_LENGTH);
  if (LINK_IN_NAME.test(v)) return msg.auth.nameHasLink();
  return undefined;
}
export const EMAIL_MAX = 254;
/** Loose on purpose: the mailed link is the real check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How a password and a list entry are compared: case-insensitive, compatibility-normalised. */
export function normalizePassword(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}

/** A list entry decorated with digits or symbols ("Summer2024!") is as guessable: its core is looked up too. */
const DECORATION = /^[^\p{L}]+|[^\p{L}]+$/gu;
const CORE_MIN = 4;

/**
 * The forms of a password looked up in the common-password list (normalised): the password itself;
 * without the digits and symbols around it (when at least 4 characters stay); and, for a password
 * that repeats one part ("qwertyqwerty"), that part and its core.
 */
export function commonPasswordForms(password: string): string[] {
  const whole = normalizePassword(password);
  const forms = new Set<string>([whole]);
  const addCore = (s: string) => {
    const core = s.replace(DECORATION, '');
    if ([...core].length >= CORE_MIN) forms.add(core);
  };
  addCore(whole);
  const repeated = /^(.+?)\1+$/su.exec(whole);
  if (repeated) {
    forms.add(repeated[1]);
    addCore(repeated[1]);
  }
  return [...forms];
}

/**
 * How a browser looks a password up without the list (220 kB gzip) or the password leaving it: it
 * hashes each form (SHA-256 of its UTF-8, in hex) and asks for the bucket named by the first
 * COMMON_PASSWORD_BUCKET digits of each hash (`GET /api/auth/common-passwords/<digits>`, 65,536
 * buckets of about one entry); the answer is the rest of every hash in that bucket.
 */
export const COMMON_PASSWORD_BUCKET = 4;
export const COMMON_PASSWORD_BUCKET_PATTERN = new RegExp(`^[0-9a-f]{${COMMON_PASSWORD_BUCKET}}$`);

/** A SHA-256 in hex as its bucket and the rest of it, which the bucket lists. */
export function commonPasswordHashParts(hash: string): { bucket: string; rest: string } {
  return { bucket: hash.slice(0, COMMON_PASSWORD_BUCKET), rest: hash.slice(COMMON_PASSWORD_BUCKET) };
}

/**
 * The first problem of a new password, or undefined when it is fine: length (code points), only
 * white space, one character repeated, then (when a list is given) a common or breached password.
 * The server always passes its list (server/auth/common-passwords.ts); the browser passes it once
 * it has loaded it (src/pages/auth/validation.ts), and the server's answer covers the moment before.
 */
export function passwordProblem(password: string, isCommon?: (password: string) => boolean): Msg | undefined {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN) return msg.auth.passwordShort({ min: PASSWORD_MIN });
  if (chars.length > PASSWORD_MAX) return msg.auth.passwordLong({ max: PASSWORD_MAX });
  if (password.trim() === '') return msg.auth.passwordBlank();
  if (new Set(chars).size === 1) return msg.auth.passwordRepeated();
  if (isCommon?.(password)) return msg.auth.passwordCommon();
  return undefined;
}
