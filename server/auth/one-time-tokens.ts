import { sql } from 'kysely';
import type { Db } from '../db';
import { msg, type Msg } from '../../domain/messages';
import { fieldError } from '../errors';
import { looksLikeToken, randomToken, sha256Hex } from './tokens';

/**
 * Single-use, hashed, expiring tokens of e-mail verification (24 h), password reset (1 h) and a change
 * of e-mail address (24 h; its row also holds the new address: server/auth/email-change.ts).
 */
export const TOKEN_KINDS = ['email_verifications', 'password_resets', 'email_changes'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export const TOKEN_HOURS: Record<TokenKind, number> = {
  email_verifications: 24,
  password_resets: 1,
  email_changes: 24,
};

/** How long an invitation to choose a password lasts (a password reset token with a longer life). */
export const INVITATION_DAYS = 7;

const MESSAGES: Record<TokenKind, { invalid: () => Msg; used: () => Msg; expired: () => Msg }> = {
  email_verifications: {
    invalid: msg.auth.verifyInvalid,
    used: msg.auth.verifyUsed,
    expired: msg.auth.verifyExpired,
  },
  password_resets: {
    invalid: msg.auth.resetInvalid,
    used: msg.auth.resetUsed,
    expired: msg.auth.resetExpired,
  },
  email_changes: {
    invalid: msg.profile.emailLinkInvalid,
    used: msg.profile.emailLinkUsed,
    expired: msg.profile.emailLinkExpired,
  },
};

/** A new token of `kind` for the user, valid `hours` (the kind's usual lifetime unless given). */
export async function issueToken(
  db: Db,
  kind: Exclude<TokenKind, 'email_changes'>,
  userId: number,
  hours: number = TOKEN_HOURS[kind],
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto(kind)
    .values({
      user_id: userId,
      token_hash: sha256Hex(token),
      expires_at: sql<Date>`now() + make_interval(hours => ${hours})`,
    })
    .execute();
  return token;
}

/** The token's user, if it is known, unused and unexpired: 400 when unknown, 410 when used or expired. */
export async function checkToken(db: Db, kind: TokenKind, token: string, userId?: number): Promise<number> {
  const invalid = () => fieldError(400, 'token', MESSAGES[kind].invalid());
  if (!looksLikeToken(token)) throw invalid();
  const row = await db
    .selectFrom(kind)
    .select(['user_id', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row || (userId !== undefined && Number(row.user_id) !== userId)) throw invalid();
  if (row.used_at) throw fieldError(410, 'token', MESSAGES[kind].used());
  if (row.expired) throw fieldError(410, 'token', MESSAGES[kind].expired());
  return Number(row.user_id);
}

/** Marks the token used, atomically (a concurrent second use gets 410). Run inside the change's transaction. */
export async function consumeToken(db: Db, kind: TokenKind, token: string): Promise<number> {
  const row = await db
    .updateTable(kind)
    .set({ used_at: sql`now()`, updated_at: sql`now()` })
    .where('token_hash', '=', sha256Hex(token))
    .where('used_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw fieldError(410, 'token', MESSAGES[kind].used());
  return Number(row.user_id);
}

/** Voids every outstanding token of `kind` of a user (server/auth/security-event.ts voids every kind). */
export async function voidTokens(db: Db, kind: TokenKind, userId: number): Promise<void> {
  await db
    .updateTable(kind)
    .set({ used_at: sql`now()`, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
