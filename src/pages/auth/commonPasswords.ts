/**
 * Whether a new password is on the server's common-password list, looked up by hash buckets
 * (domain/auth.ts `commonPasswordHashParts`): neither the list (220 kB gzip) nor the password
 * crosses the network. Answers are kept for the page's life, and the forms that set a password are
 * told when one arrives, to check the field again. Without WebCrypto (a page served over plain HTTP
 * from another host than localhost), offline, or before an answer, the password counts as not
 * common: the server checks it again on submit and its field error covers it.
 */
import { commonPasswordForms, commonPasswordHashParts } from '../../../domain/auth';
import { API_BASE } from '../../../domain/api-urls';

/** The rest of the listed hashes of each bucket asked for. */
const buckets = new Map<string, Promise<Set<string>>>();
/** Passwords looked up: whether one of their forms is listed. */
const answers = new Map<string, boolean>();
const pending = new Map<string, Promise<boolean | undefined>>();
const listeners = new Set<() => void>();

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function bucket(prefix: string): Promise<Set<string>> {
  let found = buckets.get(prefix);
  if (!found) {
    found = fetch(`${API_BASE}/auth/common-passwords/${prefix}`, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { data: string[] };
        return new Set(body.data);
      })
      .catch((error: unknown) => {
        buckets.delete(prefix); // asked again by the next look-up
        throw error;
      });
    buckets.set(prefix, found);
  }
  return found;
}

/** The answer for `password` once known: true when it is common. */
export function knownCommon(password: string): boolean | undefined {
  return answers.get(password);
}

/**
 * Looks `password` up (once): true when one of its forms is listed, undefined when it could not be
 * told. Listeners hear of every new answer.
 */
export function lookUpCommon(password: string): Promise<boolean | undefined> {
  const known = answers.get(password);
  if (known !== undefined) return Promise.resolve(known);
  let running = pending.get(password);
  if (!running) {
    running = (async () => {
      if (!globalThis.crypto?.subtle) return undefined;
      try {
        const hashes = await Promise.all(commonPasswordForms(password).map(sha256Hex));
        const listed = await Promise.all(
          hashes.map(async (hash) => {
            const parts = commonPasswordHashParts(hash);
            return (await bucket(parts.bucket)).has(parts.rest);
          }),
        );
        const common = listed.includes(true);
        answers.set(password, common);
        for (const listener of listeners) listener();
        return common;
      } catch {
        return undefined;
      } finally {
        pending.delete(password);
      }
    })();
    pending.set(password, running);
  }
  return running;
}

/** Calls `listener` whenever a look-up answers; returns the unsubscribe. */
export function onCommonAnswer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
