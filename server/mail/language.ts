/**
 * The language of a mail: its recipient's (users.bahasa, kept from the app's language at
 * registration and at each sign-in), else, when the recipient is the one asking (forgot password,
 * registration), the request's Accept-Language (the app sends its UI language). Neither known: the
 * mail is written in Indonesian and English (./compose.ts).
 */
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '../../domain/messages/catalogs';
import type { Db } from '../db';
import { negotiate } from '../i18n';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language the request's sender reads, when its Accept-Language says one. */
export function requestLanguage(request: FastifyRequest): Locale | undefined {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim() !== '' ? negotiate(header) : undefined;
}

/** A stored preference, else (the recipient asking) the request's language. */
export function mailLanguage(stored: unknown, request?: FastifyRequest): Locale | undefined {
  if (isLocale(stored)) return stored;
  return request ? requestLanguage(request) : undefined;
}

/** Keeps the language the user signs in with as theirs (no change without an Accept-Language). */
export async function rememberLanguage(db: Db, userId: number, stored: unknown, request: FastifyRequest) {
  const language = requestLanguage(request);
  if (!language || language === stored) return;
  await db
    .updateTable('users')
    .set({ bahasa: language, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}
