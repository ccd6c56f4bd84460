import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { msg } from '../../domain/messages';
import { permissionName } from '../../domain/resource';
import { mahasiswa } from '../../domain/resources';
import { requirePermission } from '../auth/guard';
import { writeAudit } from '../crud/queries';
import { inScopeSql, scopeOf, type ScopedCaller } from '../crud/tenancy';
import { ptIdsOfUser } from '../auth/sessions';
import { parseId } from '../crud/params';
import { notFound } from '../errors';
import { sessionIsLive } from '../files/access';
import type { FilesCtx } from '../files/context';
import { signedParamsOf } from '../files/signed-url';
import { assertPtWritable } from '../plans/writable';
import { keepPrint } from './enrol';
import { queueAcara } from './queue';

/** Who compares a waiting selfie with the record: those who may edit it (and so verify its photo). */
export const PERM_REVIEW = permissionName(mahasiswa, 'update');

/** At most this many waiting selfies are listed at once (the oldest first). */
const MAX_LISTED = 100;

/** A signed URL's subject: a new selfie of the same student gets a new URL. */
const subjectOf = (mahasiswaId: number, submitted: Date) =>
  `face.selfie.${mahasiswaId}.${submitted.getTime()}`;

const tags = { tags: ['faces'] };
const selfieId = (request: FastifyRequest) => parseId((request.params as { id?: string }).id);

/** The students of the caller's universities (docs/tenancy.md); another's selfie is as if none waited. */
function studentInScope(ctx: FilesCtx, caller: ScopedCaller, alias: string) {
  const ptIds = scopeOf(caller);
  const steps = ctx.mahasiswaModel.tenant;
  if (!ptIds) return sql<boolean>`true`;
  return steps ? inScopeSql(steps, alias, ptIds) : sql<boolean>`false`;
}

/** The scope of the user a signed URL was given to, as it is now. */
async function signerScope(api: FastifyInstance, userId: number): Promise<ScopedCaller> {
  const { rows } = await sql<{ pt_ids: (number | string)[] | null }>`
    SELECT ${ptIdsOfUser('u')} AS pt_ids FROM users u WHERE u.id = ${userId}`.execute(api.db);
  return { ptIds: rows[0]?.pt_ids?.map(Number) ?? null };
}

/**
 * Staff compare a selfie that waits (its student has no verified profile photo) with the student's
 * record and approve it (its fingerprint becomes the one the scan uses) or refuse it. Either way the
 * selfie's image and, when refused, its fingerprint are deleted; the student sees the outcome.
 */
export function registerFaceReviewRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  registerWaitingList(api, ctx);
  registerSelfieImage(api, ctx);
  registerApprove(api, ctx);
  registerRefuse(api, ctx);
}

function registerWaitingList(api: FastifyInstance, ctx: FilesCtx): void {
  api.get(
    '/faces/admin/selfies',
    { schema: { ...tags, summary: 'Selfies waiting to be compared with the student record (oldest first)' } },
    async (request) => {
      const caller = requirePermission(request, PERM_REVIEW);
      const { rows } = await sql<{
        mahasiswa_id: number;
        created_at: Date;
        nim: string;
        nama: string;
        foto: string | null;
        foto_terverifikasi: boolean | null;
        pt: string;
        prodi: string | null;
        acara: string | null;
      }>`
        SELECT s.mahasiswa_id, s.created_at, m.nim, m.nama, m.foto, m.foto_terverifikasi,
          pt.nama AS pt, ps.nama AS prodi, a.nama AS acara
        FROM face_selfie s JOIN mahasiswa m ON m.id = s.mahasiswa_id
        JOIN perguruan_tinggi pt ON pt.id = m.pt_id
        LEFT JOIN program_studi ps ON ps.id = m.prodi_id
        LEFT JOIN acara a ON a.id = m.acara_id
        WHERE s.status = 'waiting' AND ${studentInScope(ctx, caller, 'm')}
        ORDER BY s.created_at, s.mahasiswa_id LIMIT ${MAX_LISTED}`.execute(api.db);
      return {
        data: rows.map((r) => {
          const id = Number(r.mahasiswa_id);
          const submitted = new Date(r.created_at);
          const signed = ctx.signer.query(subjectOf(id, submitted), caller.id, caller.sessionId);
          return {
            mahasiswa_id: id,
            submitted_at: submitted.toISOString(),
            image_url: `/api/faces/admin/selfies/${id}/image?${signed}`,
            nim: r.nim,
            nama: r.nama,
            foto: r.foto,
            foto_terverifikasi: r.foto_terverifikasi === true,
            perguruan_tinggi: r.pt,
            program_studi: r.prodi,
            acara: r.acara,
          };
        }),
      };
    },
  );
}

function registerSelfieImage(api: FastifyInstance, ctx: FilesCtx): void {
  api.get(
    '/faces/admin/selfies/:id/image',
    { schema: { ...tags, summary: 'The image of a waiting selfie (signed URL or bearer)' } },
    async (request, reply) => {
      const id = selfieId(request);
      const signed = signedParamsOf(request.query);
      const viewer = signed ? await signerScope(api, signed.u) : requirePermission(request, PERM_REVIEW);
      const { rows } = await sql<{ image: Uint8Array; created_at: Date }>`
        SELECT s.image, s.created_at FROM face_selfie s JOIN mahasiswa m ON m.id = s.mahasiswa_id
        WHERE s.mahasiswa_id = ${id} AND s.status = 'waiting' AND ${studentInScope(ctx, viewer, 'm')}`.execute(
        api.db,
      );
      const row = rows[0];
      // A signed URL is bound to this very selfie and to a live session of the one it was given to.
      const allowed =
        row !== undefined &&
        (!signed ||
          (ctx.signer.verify(subjectOf(id, new Date(row.created_at)), signed) &&
            (await sessionIsLive(api.db, signed.u, signed.s))));
      // Not found for a bad link too: whose selfie waits is nobody else's business.
      if (!allowed) throw notFound(msg.faces.selfieNotWaiting());
      return reply
        .header('content-type', 'image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(row.image));
    },
  );
}

function registerApprove(api: FastifyInstance, ctx: FilesCtx): void {
  api.post(
    '/faces/admin/selfies/:id/approve',
    { schema: { ...tags, summary: 'The selfie shows the student: its fingerprint is used from now on' } },
    async (request) => {
      const caller = requirePermission(request, PERM_REVIEW);
      const id = selfieId(request);
      const acaraId = await api.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          embedding: Uint8Array;
          face_pixels: number;
          score: number;
          acara_id: number | null;
          pt_id: number;
        }>`
          DELETE FROM face_selfie s USING mahasiswa m
          WHERE s.mahasiswa_id = ${id} AND s.status = 'waiting' AND m.id = s.mahasiswa_id
            AND ${studentInScope(ctx, caller, 'm')}
          RETURNING s.embedding, s.face_pixels, s.score, m.acara_id, m.pt_id`.execute(trx);
        const row = rows[0];
        if (!row) throw notFound(msg.faces.selfieNotWaiting());
        await assertPtWritable(trx, caller, row.pt_id);
        await keepPrint(
          trx,
          id,
          { embedding: row.embedding, pixels: Number(row.face_pixels), score: Number(row.score) },
          'selfie',
          { userId: caller.id, ip: request.ip },
          { action: 'face.selfie-approved' },
        );
        return row.acara_id === null ? null : Number(row.acara_id);
      });
      if (acaraId !== null) await queueAcara(api.db, api.jobs.boss, acaraId);
      return { data: { mahasiswa_id: id, status: 'approved' } };
    },
  );
}

function registerRefuse(api: FastifyInstance, ctx: FilesCtx): void {
  api.post(
    '/faces/admin/selfies/:id/refuse',
    {
      schema: {
        ...tags,
        summary: 'The selfie does not show the student: it is deleted, the student is told',
      },
    },
    async (request) => {
      const caller = requirePermission(request, PERM_REVIEW);
      const id = selfieId(request);
      await api.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ mahasiswa_id: number; pt_id: number }>`
          UPDATE face_selfie s SET status = 'refused', image = NULL, embedding = NULL, decided_at = now()
          FROM mahasiswa m
          WHERE s.mahasiswa_id = ${id} AND s.status = 'waiting' AND m.id = s.mahasiswa_id
            AND ${studentInScope(ctx, caller, 'm')}
          RETURNING s.mahasiswa_id, m.pt_id`.execute(trx);
        if (!rows.length) throw notFound(msg.faces.selfieNotWaiting());
        await assertPtWritable(trx, caller, rows[0].pt_id);
        await writeAudit(trx, {
          userId: caller.id,
          action: 'face.selfie-refused',
          resource: 'mahasiswa',
          recordId: id,
          ip: request.ip,
        });
      });
      return { data: { mahasiswa_id: id, status: 'refused' } };
    },
  );
}
