import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { msg } from '../../domain/messages';
import { profileFieldProblem } from '../../domain/profile';
import type { FieldErrors } from '../../domain/validation';
import { requireCaller, requirePermission } from '../auth/guard';
import { authLimits } from '../auth/limits';
import { selfServiceHit } from '../auth/session-routes';
import type { Caller } from '../context';
import type { Model } from '../crud/model';
import { updateRecord, type RecordActor } from '../crud/service';
import { badRequest, forbidden, notFound, unauthorized, unprocessable } from '../errors';
import type { FilesCtx } from '../files/context';
import { uploadedWebp } from '../files/images';
import { newImageKey } from '../files/keys';
import { readSingleFile } from '../files/multipart';
import { sendObject } from '../files/routes-serve';
import { signedParamsOf } from '../files/signed-url';
import { sessionIsLive } from '../files/access';
import { completeness } from './completeness';

/**
 * Fields a user may change about themselves: the account's name (everyone), and the contact fields
 * of a student record (holders of profile.update); everything academic stays read-only. The e-mail,
 * the account's and the student record's alike, changes only through POST /api/auth/email-change:
 * with the password, confirmed from the new address, cancellable from the old one.
 */
export const EDITABLE_FIELDS = ['name', 'no_hp', 'ukuran_toga'] as const;

async function loadProfile(ctx: FilesCtx, caller: Caller) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'no_hp', 'foto', 'nim'])
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<Record<string, unknown>>`
    SELECT m.id, m.nim, m.nama, m.jenis_kelamin, m.tempat_lahir, m.tanggal_lahir, m.email, m.no_hp, m.angkatan,
      m.ipk, m.predikat, m.judul_skripsi, m.tanggal_lulus, m.nomor_ijazah, m.ukuran_toga, m.foto, m.status,
      m.pt_id, m.fakultas_id, m.prodi_id, m.acara_id,
      pt.nama AS pt_nama, fk.nama AS fakultas_nama, ps.nama AS prodi_nama, ps.jenjang AS prodi_jenjang,
      a.nama AS acara_nama, a.tanggal AS acara_tanggal, a.lokasi AS acara_lokasi
    FROM mahasiswa m
    JOIN perguruan_tinggi pt ON pt.id = m.pt_id
    LEFT JOIN fakultas fk ON fk.id = m.fakultas_id
    LEFT JOIN program_studi ps ON ps.id = m.prodi_id
    LEFT JOIN acara a ON a.id = m.acara_id
    WHERE m.user_id = ${caller.id}`.execute(ctx.db);
  const mahasiswa = rows[0] ?? null;
  const fotoKey = (mahasiswa?.foto as string | null) ?? user.foto;
  const fotoUrl = fotoKey
    ? `/api/profile/photo?${ctx.signer.query(`profile.${caller.id}`, caller.id, caller.sessionId)}&v=${encodeURIComponent(fotoKey.slice(-8))}`
    : null;
  return {
    user: { id: Number(user.id), name: user.name, email: user.email, no_hp: user.no_hp, nim: user.nim },
    mahasiswa: mahasiswa
      ? { ...mahasiswa, id: Number(mahasiswa.id), ipk: mahasiswa.ipk === null ? null : Number(mahasiswa.ipk) }
      : null,
    foto_url: fotoUrl,
    editable: EDITABLE_FIELDS,
    completeness: completeness(mahasiswa ? { ...mahasiswa, foto: fotoKey } : null),
  };
}

function validate(body: Record<string, unknown>): Record<string, string | null> {
  const errors: FieldErrors = {};
  const out: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(body)) {
    if (!(EDITABLE_FIELDS as readonly string[]).includes(field)) {
      errors[field] = [msg.profile.notEditable()];
      continue;
    }
    if (value === null || value === '') {
      if (field === 'name') errors[field] = [msg.validation.required()];
      else out[field] = null;
      continue;
    }
    if (typeof value !== 'string') {
      errors[field] = [msg.validation.text()];
      continue;
    }
    const v = value.trim();
    // the profile's rules, the same the browser's form checks (domain/profile.ts)
    const problem = profileFieldProblem(field, v);
    if (problem) errors[field] = [problem];
    else out[field] = v;
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return out;
}

/**
 * Sets (or with `null` removes) the caller's profile photo on their account and their student records,
 * through the CRUD service (update hooks of wisuda.server.ts, audit log). Each row gets its own copy,
 * under a key stored for its field: an image field accepts only its own files, held by no other row
 * (server/files/image-owner.ts). Returns the keys the rows held before.
 */
async function setPhoto(
  api: FastifyInstance,
  ctx: FilesCtx,
  who: Caller,
  photo: Buffer | null,
  ip: string,
): Promise<string[]> {
  const records = api.records;
  const actor: RecordActor = { caller: who, ip };
  const written: string[] = [];
  const store = async (model: Model): Promise<string | null> => {
    if (!photo) return null;
    const key = newImageKey('profile', model.def.name, 'foto');
    written.push(key);
    await ctx.storage.put(key, photo, 'image/webp');
    return key;
  };
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select('foto')
        .where('id', '=', who.id)
        .forUpdate()
        .executeTakeFirst();
      const before: unknown[] = [user?.foto];
      const account = records.model('user');
      await updateRecord(
        records,
        account,
        who.id,
        { data: { foto: await store(account) }, source: 'profile' },
        actor,
        trx,
      );
      const student = records.model('mahasiswa');
      const rows = await trx
        .selectFrom('mahasiswa')
        .select(['id', 'foto'])
        .where('user_id', '=', who.id)
        .execute();
      for (const m of rows) {
        before.push(m.foto);
        await updateRecord(
          records,
          student,
          Number(m.id),
          // A photo of the student's own choosing: the university has not vouched for it (face search).
          { data: { foto: await store(student), foto_terverifikasi: false }, source: 'profile' },
          actor,
          trx,
        );
      }
      return before.filter((k): k is string => typeof k === 'string');
    });
  } catch (err) {
    await Promise.allSettled(written.map((key) => ctx.storage.delete(key)));
    throw err;
  }
}

/** Deletes the replaced photos the profile stored (an upload through a form is left to the sweep). */
async function deleteReplaced(ctx: FilesCtx, keys: string[]): Promise<void> {
  const own = [...new Set(keys)].filter((key) => key.startsWith('profile/'));
  await Promise.allSettled(own.map((key) => ctx.storage.delete(key)));
}

/** The student's own profile: read, edit contact fields, profile photo. */
export function registerProfileRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  const tags = { tags: ['profile'] };
  // Every signed-in user has a profile (name, photo); a student record's fields need profile.update.
  // Changes count on the caller's self-service counter (server/auth/session-routes.ts).
  const limits = authLimits(api.config.authLimits);
  const changer = (request: FastifyRequest) => selfServiceHit(api, limits, request);

  api.get('/profile', { schema: { ...tags, summary: 'My profile' } }, async (request) => ({
    data: await loadProfile(ctx, requireCaller(request)),
  }));

  api.put('/profile', { schema: { ...tags, summary: 'Update my contact fields' } }, async (request) => {
    const who = await changer(request);
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(msg.http.objectBody());
    const { name, ...changes } = validate(body as Record<string, unknown>);
    if (Object.keys(changes).length) requirePermission(request, 'profile.update');
    // Through the CRUD service (server/crud/service.ts): the update hooks of wisuda.server.ts run for
    // the student record and the account, and the audit log gets each change.
    const records = api.records;
    const actor: RecordActor = { caller: who, ip: request.ip };
    await ctx.db.transaction().execute(async (trx) => {
      const m = await trx
        .selectFrom('mahasiswa')
        .select('id')
        .where('user_id', '=', who.id)
        .executeTakeFirst();
      let noHp = changes.no_hp;
      if (m && Object.keys(changes).length) {
        const stored = await updateRecord(
          records,
          records.model('mahasiswa'),
          Number(m.id),
          { data: changes, source: 'profile' },
          actor,
          trx,
        );
        // The account keeps the phone number the student record stored (a hook may have changed it).
        if (noHp !== undefined) noHp = (stored.no_hp as string | null | undefined) ?? null;
      }
      const account: Record<string, string | null> = {};
      if (noHp !== undefined) account.no_hp = noHp;
      if (name) account.name = name;
      if (Object.keys(account).length)
        await updateRecord(
          records,
          records.model('user'),
          who.id,
          { data: account, source: 'profile' },
          actor,
          trx,
        );
    });
    return { data: await loadProfile(ctx, who) };
  });

  api.post(
    '/profile/photo',
    { schema: { ...tags, summary: 'Upload my profile photo (multipart: file)' } },
    async (request) => {
      const who = await changer(request);
      const upload = await readSingleFile(request, ctx.config.uploadMaxBytes);
      const photo = await uploadedWebp(
        ctx,
        upload.buffer,
        { width: 512, height: 512, fit: 'cover', position: 'attention' },
        82,
      );
      await deleteReplaced(ctx, await setPhoto(api, ctx, who, photo, request.ip));
      return { data: await loadProfile(ctx, who) };
    },
  );

  api.delete(
    '/profile/photo',
    { schema: { ...tags, summary: 'Remove my profile photo' } },
    async (request) => {
      const who = await changer(request);
      await deleteReplaced(ctx, await setPhoto(api, ctx, who, null, request.ip));
      return { data: await loadProfile(ctx, who) };
    },
  );

  api.get(
    '/profile/photo',
    { schema: { ...tags, summary: 'My profile photo (signed URL or bearer)' } },
    async (request, reply) => {
      const signed = signedParamsOf(request.query);
      let id: number;
      if (signed) {
        if (!ctx.signer.verify(`profile.${signed.u}`, signed)) throw forbidden(msg.files.linkInvalid());
        if (!(await sessionIsLive(ctx.db, signed.u, signed.s)))
          throw unauthorized(msg.files.linkSessionEnded());
        id = signed.u;
      } else {
        id = requireCaller(request).id;
      }
      const row = await ctx.db.selectFrom('users').select('foto').where('id', '=', id).executeTakeFirst();
      if (!row?.foto) throw notFound(msg.profile.noPhoto());
      const obj = await ctx.storage.get(row.foto);
      if (!obj) throw notFound(msg.profile.noPhoto());
      return sendObject(reply, obj, 3600);
    },
  );
}
