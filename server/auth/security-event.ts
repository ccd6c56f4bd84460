import type { Db } from '../db';
import { TOKEN_KINDS, voidTokens } from './one-time-tokens';
import { revokeUserSessions } from './sessions';

/**
 * What every security event of an account does (a password changed or reset, an e-mail address
 * changed or a change cancelled, "sign out other sessions", a deactivation): every outstanding
 * mailed link of the account stops working (e-mail verifications, password resets and invitations,
 * pending e-mail changes) and every session ends but `keepSessionId` (the caller's own, when the
 * caller is the account's owner). Run inside the event's transaction.
 */
export async function endOutstandingAccess(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  for (const kind of TOKEN_KINDS) await voidTokens(db, kind, userId);
  await revokeUserSessions(db, userId, keepSessionId);
}
