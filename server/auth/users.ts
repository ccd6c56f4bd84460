import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../context';
import type { Db } from '../db';
import type { MailMessage } from '../mail';

export interface AccountRow {
  id: number;
  name: string;
  email: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  is_active: boolean;
  /** pending: a self-registration awaiting an administrator's approval (inactive until then). */
  persetujuan: string | null;
  /** The language the user reads (server/mail/language.ts). */
  bahasa: string | null;
}

const ACCOUNT_COLUMNS = [
  'id',
  'name',
  'email',
  'password_hash',
  'email_verified_at',
  'is_active',
  'persetujuan',
  'bahasa',
] as const;

export async function findByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Accounts a sign-in name may mean: the e-mail, or a NIM (on the user or on its mahasiswa record). */
export async function findForLogin(db: Db, login: string): Promise<AccountRow[]> {
  if (login.includes('@')) {
    const row = await findByEmail(db, login);
    return row ? [row] : [];
  }
  return db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('nim', '=', login),
        eb(
          'id',
          'in',
          eb
            .selectFrom('mahasiswa')
            .select(sql<number>`user_id`.as('user_id'))
            .where('nim', '=', login)
            .where('user_id', 'is not', null),
        ),
      ]),
    )
    .orderBy('id')
    .limit(5)
    .execute();
}

/** The session body shared by login and me. */
export function sessionBody(caller: Caller) {
  return {
    user: {
      id: caller.id,
      name: caller.name,
      email: caller.email,
      roles: caller.roles,
      // The universities the caller is bound to; none: the company's own staff.
      pt_ids: caller.ptIds ? [...caller.ptIds] : [],
    },
    roles: caller.roles,
    permissions: [...caller.permissions].sort(),
  };
}

export function clientMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * Queues a mail (outbox row and delivery job, docs/jobs.md): the request never waits for the SMTP
 * server. Inside a transaction (`trx`) the mail exists only if it commits, and an error aborts it;
 * on its own, a failure to queue is logged, not turned into an error for the visitor.
 */
export async function sendMail(
  app: FastifyInstance,
  request: FastifyRequest,
  message: MailMessage,
  trx?: Db,
): Promise<void> {
  if (trx) {
    await app.mailer.send(message, trx);
    return;
  }
  try {
    await app.mailer.send(message);
    app.jobs.wakeMail();
  } catch (err) {
    request.log.error({ err, to: message.to, subject: message.subject }, 'mail could not be queued');
  }
}
