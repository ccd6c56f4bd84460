import { sql } from 'kysely';
import { FACE_CONSENT_VERSION } from '../../domain/faces';
import { msg } from '../../domain/messages';
import { writeAudit } from '../crud/queries';
import type { Db } from '../db';
import { forbidden, notFound, unprocessable } from '../errors';
import { featureOn } from '../plans/features';

/** Who does something, for the audit log. */
export interface FaceActor {
  userId: number;
  ip?: string;
}

/** The student behind a user, with what face search needs to know about them. */
export interface FaceStudent {
  mahasiswaId: number;
  acaraId: number | null;
  /** The feature switch of their perguruan tinggi. */
  enabled: boolean;
  consent: { version: string; consentedAt: string } | null;
  enrolled: { source: string; createdAt: string } | null;
  /** The profile photo on the mahasiswa record, and whether the university vouches it shows them. */
  profilePhoto: { key: string; verified: boolean } | null;
  /** A selfie staff compare with the record (no verified profile photo to compare it with), or refused. */
  selfieReview: { status: 'waiting' | 'refused'; submittedAt: string; decidedAt: string | null } | null;
}

export async function faceStudent(db: Db, userId: number): Promise<FaceStudent> {
  const { rows } = await sql<{
    id: number;
    acara_id: number | null;
    enabled: boolean | null;
    text_version: string | null;
    consented_at: Date | null;
    source: string | null;
    enrolled_at: Date | null;
    foto: string | null;
    foto_terverifikasi: boolean | null;
    review_status: 'waiting' | 'refused' | null;
    review_submitted_at: Date | null;
    review_decided_at: Date | null;
  }>`
    SELECT m.id, m.acara_id, (pt.face_search AND ${featureOn('face_search')}) AS enabled, c.text_version, c.consented_at,
      p.source, p.created_at AS enrolled_at, m.foto, m.foto_terverifikasi,
      s.status AS review_status, s.created_at AS review_submitted_at, s.decided_at AS review_decided_at
    FROM mahasiswa m JOIN perguruan_tinggi pt ON pt.id = m.pt_id
    LEFT JOIN face_consent c ON c.mahasiswa_id = m.id AND c.withdrawn_at IS NULL
    LEFT JOIN face_print p ON p.mahasiswa_id = m.id
    LEFT JOIN face_selfie s ON s.mahasiswa_id = m.id
    WHERE m.user_id = ${userId}`.execute(db);
  const row = rows[0];
  if (!row) throw notFound(msg.files.noStudent());
  return {
    mahasiswaId: Number(row.id),
    acaraId: row.acara_id === null ? null : Number(row.acara_id),
    enabled: row.enabled === true,
    consent:
      row.text_version && row.consented_at
        ? { version: row.text_version, consentedAt: row.consented_at.toISOString() }
        : null,
    enrolled:
      row.source && row.enrolled_at ? { source: row.source, createdAt: row.enrolled_at.toISOString() } : null,
    profilePhoto: row.foto ? { key: row.foto, verified: row.foto_terverifikasi === true } : null,
    selfieReview:
      row.review_status && row.review_submitted_at
        ? {
            status: row.review_status,
            submittedAt: row.review_submitted_at.toISOString(),
            decidedAt: row.review_decided_at ? row.review_decided_at.toISOString() : null,
          }
        : null,
  };
}

/** 403 unless the student's perguruan tinggi has face search on. */
export function requireEnabled(student: FaceStudent): void {
  if (!student.enabled) throw forbidden(msg.faces.disabled());
}

/** 403 unless face search is on and the student has consented (to any version still on record). */
export function requireConsent(student: FaceStudent): void {
  requireEnabled(student);
  if (!student.consent) throw forbidden(msg.faces.noConsent());
}

/** Records the student's consent to the current text (422 when they read another version). */
export async function optIn(db: Db, student: FaceStudent, version: unknown, actor: FaceActor): Promise<void> {
  requireEnabled(student);
  if (version !== FACE_CONSENT_VERSION)
    throw unprocessable({ version: [msg.faces.staleConsent({ version: FACE_CONSENT_VERSION })] });
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO face_consent (mahasiswa_id, text_version, consented_at, withdrawn_at)
      VALUES (${student.mahasiswaId}, ${FACE_CONSENT_VERSION}, now(), NULL)
      ON CONFLICT (mahasiswa_id) DO UPDATE SET text_version = EXCLUDED.text_version,
        consented_at = EXCLUDED.consented_at, withdrawn_at = NULL`.execute(trx);
    await writeAudit(trx, {
      userId: actor.userId,
      action: 'face.consent',
      resource: 'mahasiswa',
      recordId: student.mahasiswaId,
      after: { text_version: FACE_CONSENT_VERSION },
      ip: actor.ip,
    });
  });
}

/**
 * Withdrawal: the fingerprint, a selfie waiting for review and every match the student did not
 * confirm are deleted, the consent is marked withdrawn (its time kept). Confirmed matches stay, as
 * the tags they became.
 */
export async function withdraw(
  db: Db,
  mahasiswaId: number,
  actor: FaceActor,
): Promise<{ matchesDeleted: number }> {
  return db.transaction().execute(async (trx) => {
    await sql`DELETE FROM face_print WHERE mahasiswa_id = ${mahasiswaId}`.execute(trx);
    await sql`DELETE FROM face_selfie WHERE mahasiswa_id = ${mahasiswaId}`.execute(trx);
    const deleted =
      await sql`DELETE FROM face_match WHERE mahasiswa_id = ${mahasiswaId} AND status <> 'confirmed'`.execute(
        trx,
      );
    await sql`UPDATE face_consent SET withdrawn_at = now() WHERE mahasiswa_id = ${mahasiswaId} AND withdrawn_at IS NULL`.execute(
      trx,
    );
    const matchesDeleted = Number(deleted.numAffectedRows ?? 0);
    await writeAudit(trx, {
      userId: actor.userId,
      action: 'face.withdraw',
      resource: 'mahasiswa',
      recordId: mahasiswaId,
      after: { matches_deleted: matchesDeleted },
      ip: actor.ip,
    });
    return { matchesDeleted };
  });
}
