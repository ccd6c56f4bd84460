import { sql } from 'kysely';
import sharp from 'sharp';
import { fileGroup, mahasiswa, RESOURCES } from '../../domain/resources';
import type { Config } from '../config';
import { compileModel } from '../crud/model';
import type { FilesCtx } from '../files/context';
import { createSigner, loadSecret } from '../files/signed-url';
import { createStorage } from '../files/storage';
import { storePhoto } from '../files/upload';
import type { Db } from './index';
import { deadFeed } from './changes';
import { TableCache } from './table-cache';

/** The demo gallery: groups of the demo acara, each with generated photos that go through the real pipeline. */
const GROUPS = [
  { nama: 'Prosesi Wisuda', tipe: 'prosesi', photos: 24, is_published: true, allow_download: true },
  { nama: 'Foto Fakultas', tipe: 'fakultas', photos: 14, is_published: true, allow_download: true },
  { nama: 'Photobooth', tipe: 'photobooth', photos: 12, is_published: true, allow_download: false },
  {
    nama: 'Foto Keluarga (belum terbit)',
    tipe: 'keluarga',
    photos: 10,
    is_published: false,
    allow_download: true,
  },
] as const;

const SIZES = [
  [1600, 1067],
  [1200, 1800],
  [2000, 1333],
  [1080, 1080],
  [1800, 1200],
  [1067, 1600],
] as const;

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A festive generated "photo": gradient sky, stage, graduation caps, caption. */
export async function demoPhoto(
  index: number,
  caption: string,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<Buffer> {
  const [width, height] = SIZES[index % SIZES.length];
  const hue = (index * 47) % 360;
  const caps = Array.from({ length: 5 }, (_, i) => {
    const x = ((i + 1) * width) / 6;
    const y = height * (0.25 + 0.1 * ((i + index) % 3));
    const s = Math.min(width, height) / 14;
    return `<g transform="translate(${x},${y}) rotate(${((i * 23 + index * 11) % 50) - 25})">
      <polygon points="${-s},0 0,${-s / 2} ${s},0 0,${s / 2}" fill="#1b1b2f"/>
      <rect x="${-s / 2}" y="${s / 6}" width="${s}" height="${s / 2.5}" fill="#1b1b2f"/>
      <line x1="${s}" y1="0" x2="${s}" y2="${s * 0.9}" stroke="#f7c948" stroke-width="${s / 10}"/></g>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},65%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,30%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.18}" r="${Math.min(width, height) / 10}" fill="#fff5c0" fill-opacity="0.7"/>
    <rect x="0" y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="hsl(${(hue + 200) % 360},35%,22%)"/>
    ${caps}
    <text x="${width / 2}" y="${height * 0.86}" font-size="${Math.round(Math.min(width, height) / 14)}" fill="white"
      text-anchor="middle" font-family="sans-serif" font-weight="bold">${escapeXml(caption)}</text>
  </svg>`;
  const img = sharp(Buffer.from(svg));
  if (format === 'png') return img.png().toBuffer();
  if (format === 'webp') return img.webp({ quality: 85 }).toBuffer();
  return img.jpeg({ quality: 86 }).toBuffer();
}

export interface DemoPhotosResult {
  acaraId: number | null;
  groups: number;
  photos: number;
  taggedStudents: number;
}

/**
 * About 60 generated photos in four groups of the demo acara (the acara of `demoStudentEmail`'s
 * student when given, else the acara with the most students), stored through the same pipeline as
 * uploads. The demo student is tagged on several photos, as are about a dozen classmates.
 * Idempotent: does nothing when the acara already has gallery groups.
 */
export async function seedDemoPhotos(
  db: Db,
  config: Config,
  opts: { demoStudentEmail?: string } = {},
): Promise<DemoPhotosResult> {
  const demo = opts.demoStudentEmail
    ? await sql<{ id: number; acara_id: number | null }>`
        SELECT m.id, m.acara_id FROM mahasiswa m JOIN users u ON u.id = m.user_id
        WHERE lower(u.email) = ${opts.demoStudentEmail.toLowerCase()}`.execute(db)
    : { rows: [] };
  let acaraId = demo.rows[0]?.acara_id ?? null;
  if (!acaraId) {
    const { rows } = await sql<{ acara_id: number }>`
      SELECT acara_id FROM mahasiswa WHERE acara_id IS NOT NULL GROUP BY acara_id ORDER BY count(*) DESC, acara_id LIMIT 1`.execute(
      db,
    );
    acaraId = rows[0]?.acara_id ?? null;
  }
  if (!acaraId) return { acaraId: null, groups: 0, photos: 0, taggedStudents: 0 };
  acaraId = Number(acaraId);
  const existing = await db
    .selectFrom('file_group')
    .select('id')
    .where('acara_id', '=', acaraId)
    .executeTakeFirst();
  if (existing) return { acaraId, groups: 0, photos: 0, taggedStudents: 0 };

  const ctx: FilesCtx = {
    db,
    config,
    storage: createStorage(config),
    signer: createSigner(await loadSecret(db)),
    groupModel: compileModel(fileGroup, RESOURCES),
    mahasiswaModel: compileModel(mahasiswa, RESOURCES),
    // The demo's uploads read nothing shared: a feed that is never live keeps nothing.
    shared: new TableCache(deadFeed(), { ttlMs: 0, max: 0 }),
  };
  const { rows: students } = await sql<{ id: number }>`
    SELECT m.id FROM mahasiswa m WHERE m.acara_id = ${acaraId} AND m.user_id IS NOT NULL ORDER BY m.id LIMIT 12`.execute(
    db,
  );
  const demoId = demo.rows[0]?.id ? Number(demo.rows[0].id) : Number(students[0]?.id ?? 0);
  const classmates = students.map((s) => Number(s.id)).filter((id) => id !== demoId);

  let photos = 0;
  let n = 0;
  const tagged = new Set<number>();
  for (const g of GROUPS) {
    const group = await db
      .insertInto('file_group')
      .values({
        acara_id: acaraId,
        nama: g.nama,
        tipe: g.tipe,
        is_published: g.is_published,
        allow_download: g.allow_download,
        deskripsi: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    const one = async (i: number, k: number) => {
      const format = k % 10 === 3 ? 'png' : k % 10 === 7 ? 'webp' : 'jpeg';
      const buffer = await demoPhoto(k, `${g.nama} · ${i + 1}`, format);
      const { id } = await storePhoto(ctx, {
        buffer,
        filename: `${g.tipe}-${String(i + 1).padStart(2, '0')}.${format === 'jpeg' ? 'jpg' : format}`,
        groupId: Number(group.id),
        uploadedBy: null,
      });
      ids[i] = id;
      // The demo student is on every third photo; classmates take turns, in twos.
      const tags = new Set<number>();
      if (demoId && i % 3 === 0) tags.add(demoId);
      if (classmates.length) {
        tags.add(classmates[k % classmates.length]);
        if (k % 2) tags.add(classmates[(k + 5) % classmates.length]);
      }
      if (tags.size) {
        await db
          .insertInto('file_mahasiswa')
          .values([...tags].map((mahasiswa_id) => ({ file_id: id, mahasiswa_id })))
          .execute();
        tags.forEach((t) => tagged.add(t));
      }
    };
    // Two at a time: sharp works on its own threads, so this roughly halves the wait on two cores.
    for (let i = 0; i < g.photos; i += 2) {
      await Promise.all([one(i, n + i), i + 1 < g.photos ? one(i + 1, n + i + 1) : Promise.resolve()]);
    }
    n += g.photos;
    photos += g.photos;
    const cover = ids[0] ?? null;
    await db
      .updateTable('file_group')
      .set({ cover_file_id: cover })
      .where('id', '=', Number(group.id))
      .execute();
  }
  return { acaraId, groups: GROUPS.length, photos, taggedStudents: tagged.size };
}
