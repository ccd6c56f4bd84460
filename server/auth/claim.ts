import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../domain/messages/catalogs';
import type { Db } from '../db';
import { createStudentAccount } from '../resources/hooks/mahasiswa';
import { writeAudit } from '../crud/queries';
import { updateRecord } from '../crud/service';
import { claimElsewhereMail, claimInvitationMail } from '../mail/templates';
import { INVITATION_DAYS, issueToken } from './one-time-tokens';
import { findByEmail, sendMail } from './users';

/** An imported student record nobody has claimed yet (same university and NIM, no account). */
export interface ClaimableRecord {
  id: number;
  nama: string;
  email: string | null;
}

/** The unclaimed record of a university and NIM, locked for the claim's transaction. */
export async function claimableRecord(
  trx: Db,
  ptId: number,
  nim: string,
): Promise<ClaimableRecord | undefined> {
  const { rows } = await sql<ClaimableRecord>`SELECT id, nama, email FROM mahasiswa
    WHERE pt_id = ${ptId} AND nim = ${nim} AND user_id IS NULL FOR UPDATE`.execute(trx);
  return rows[0];
}

/**
 * A registration that names an imported record's NIM claims that record; it is proven only through
 * the address the university holds for it, never the one typed. That address gets the record's
 * account, without a password, and an invitation to choose one (as an import with accounts does), so
 * only whoever reads it can sign in; the typed address is told where the link went. A record without
 * an address, or whose address already signs in to another account, is left as it is: only the
 * university can invite its student. Nothing the registrant typed (name, password) is kept. Audited.
 */
export async function claimRecord(
  api: FastifyInstance,
  request: FastifyRequest,
  trx: Db,
  record: ClaimableRecord,
  claim: { nim: string; email: string; language?: Locale },
): Promise<void> {
  const recordEmail = record.email?.trim().toLowerCase() || null;
  const usable = recordEmail !== null && !(await findByEmail(trx, recordEmail));
  if (usable) {
    const userId = await createStudentAccount(trx, {
      name: record.nama,
      email: recordEmail,
      nim: claim.nim,
      password: null,
    });
    await updateRecord(
      api.records,
      api.records.model('mahasiswa'),
      record.id,
      { data: {}, columns: { user_id: userId }, source: 'registration' },
      { caller: null, ip: request.ip },
      trx,
    );
    const token = await issueToken(trx, 'password_resets', userId, INVITATION_DAYS * 24);
    const invitation = claimInvitationMail(
      api.config,
      recordEmail,
      record.nama,
      claim.nim,
      token,
      INVITATION_DAYS,
      claim.language,
    );
    await sendMail(api, request, invitation, trx);
  }
  if (!usable || recordEmail !== claim.email)
    await sendMail(api, request, claimElsewhereMail(claim.email, claim.nim, usable, claim.language), trx);
  await writeAudit(trx, {
    userId: null,
    action: 'mahasiswa.claim',
    resource: 'mahasiswa',
    recordId: record.id,
    after: { email: claim.email, outcome: usable ? 'invited-record-address' : 'needs-university' },
    ip: request.ip,
  });
}
