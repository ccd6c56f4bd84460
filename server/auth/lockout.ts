import { sql } from 'kysely';
import type { Db } from '../db';
import type { AuthLimits } from './limits';
import { clearKeys, clearPrefixes, release, type Rule } from './throttle';

/**
 * The counters of sign-in and password change (server/auth/throttle.ts), reserved before a password
 * is verified:
 * - `login:ip:<address>`: attempts from one client address, any accounts (fixed window);
 * - `login:acct:<login>`: attempts on one account from every address (locks with back-off);
 * - `login:acctip:<login>|<address>`: attempts on one account from one address (locks with back-off,
 *   sooner: guesses from one address lock that address out, not the owner elsewhere);
 * - `change:user:<id>`: wrong current passwords on change-password (locks with back-off).
 * `<login>` is what was typed (e-mail or NIM), trimmed and in lower case.
 */
const LOGIN_MAX = 200;

const loginOf = (login: string) => login.trim().toLowerCase().slice(0, LOGIN_MAX);
const accountKey = (login: string) => `login:acct:${loginOf(login)}`;
const accountAddressPrefix = (login: string) => `login:acctip:${loginOf(login)}|`;
const changeKey = (userId: number) => `change:user:${userId}`;

const lockOf = (limits: AuthLimits) => ({
  seconds: limits.loginLockSeconds,
  maxSeconds: limits.loginLockMaxSeconds,
});

/** The rules of one sign-in attempt, in the order reserve() needs (address, account, account+address). */
export function loginRules(limits: AuthLimits, login: string, ip: string): Rule[] {
  return [
    { key: `login:ip:${ip}`, limit: limits.loginPerIp, windowSeconds: limits.loginWindowSeconds },
    {
      key: accountKey(login),
      limit: limits.loginPerAccount,
      windowSeconds: limits.loginWindowSeconds,
      lock: lockOf(limits),
    },
    {
      key: `${accountAddressPrefix(login)}${ip}`,
      limit: limits.loginPerAccountAddress,
      windowSeconds: limits.loginWindowSeconds,
      lock: lockOf(limits),
    },
  ];
}

/** The password was right: the account's counts start over, the address gets its attempt back. */
export async function loginSucceeded(db: Db, rules: Rule[]): Promise<void> {
  const [ip, ...account] = rules;
  await clearKeys(
    db,
    account.map((r) => r.key),
  );
  await release(db, ip.key);
}

/** The rule of change-password's current-password check for one user. */
export function changePasswordRule(limits: AuthLimits, userId: number): Rule {
  return {
    key: changeKey(userId),
    limit: limits.loginPerAccountAddress,
    windowSeconds: limits.loginWindowSeconds,
    lock: lockOf(limits),
  };
}

/**
 * Ends every count and lock of an account (after a successful password reset: the mailed link
 * proved the owner): under its e-mail and its NIMs, from every address, and its change-password count.
 */
export async function unlockAccount(db: Db, userId: number): Promise<void> {
  const { rows } = await sql<{ login: string }>`
    SELECT email AS login FROM users WHERE id = ${userId}
    UNION SELECT nim FROM users WHERE id = ${userId} AND nim IS NOT NULL
    UNION SELECT nim FROM mahasiswa WHERE user_id = ${userId} AND nim IS NOT NULL`.execute(db);
  const logins = rows.map((r) => r.login);
  await clearKeys(db, [...logins.map(accountKey), changeKey(userId)]);
  await clearPrefixes(db, logins.map(accountAddressPrefix));
}
