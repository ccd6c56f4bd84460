/** Shared fixtures of the gallery API tests: generated images, multipart bodies, a small world. */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { newBaseKey } from '../../server/files/keys';
import type { TestApp } from './helpers';

/** EXIF tags as sharp writes them: `{ IFD0: { DateTime }, IFD2: { DateTimeOriginal, OffsetTimeOriginal } }`. */
export type ExifTags = import('sharp').Exif;

/**
 * A generated photo: gradient background, a shape and a label (distinct bytes every call); with
 * `exif`, carrying those EXIF tags (e.g. a capture time: `{ IFD2: { DateTimeOriginal: '2024:06:01 10:30:00' } }`).
 */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  opts: { width?: number; height?: number; label?: string; exif?: ExifTags } = {},
): Promise<Buffer> {
  const width = opts.width ?? 640;
  const height = opts.height ?? 480;
  const hue = Math.floor(Math.random() * 360);
  const label = opts.label ?? randomBytes(4).toString('hex');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},70%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="white" fill-opacity="0.4"/>
    <text x="20" y="${Math.min(60, height - 10)}" font-size="40" fill="white" font-family="sans-serif">${label}</text>
  </svg>`;
  const img = sharp(Buffer.from(svg));
  if (opts.exif) img.withExif(opts.exif);
  if (format === 'jpeg') return img.jpeg({ quality: 85 }).toBuffer();
  if (format === 'png') return img.png().toBuffer();
  return img.webp({ quality: 80 }).toBuffer();
}

/** A multipart/form-data body for app.inject: text fields first, then one file. */
export function multipart(
  fields: Record<string, string | number>,
  file?: { name: string; data: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----wisuda${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface GalleryWorld {
  ptId: number;
  acaraA: number;
  acaraB: number;
  /** Published group of acara A, downloads allowed. */
  published: number;
  /** Unpublished group of acara A. */
  draft: number;
  /** Published group of acara A, downloads NOT allowed. */
  noDownload: number;
  /** Published group of acara B. */
  otherAcara: number;
}

/** A gallery group (published, downloads allowed unless told); returns its id. */
export async function addGroup(
  t: TestApp,
  acara_id: number,
  nama: string,
  opts: { is_published?: boolean; allow_download?: boolean; tipe?: string } = {},
): Promise<number> {
  const row = await t.db
    .insertInto('file_group')
    .values({
      acara_id,
      nama,
      tipe: opts.tipe ?? 'lainnya',
      is_published: opts.is_published ?? true,
      allow_download: opts.allow_download ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The entries of a ZIP as the system's unzip lists them (after checking its integrity): name and size. */
export async function listZip(body: Buffer): Promise<{ name: string; size: number }[]> {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'zip-')), 'a.zip');
  await fs.writeFile(file, body);
  const run = (...args: string[]) =>
    execFileSync('unzip', [...args, file], { maxBuffer: 256 * 1024 * 1024 }).toString();
  run('-tq'); // integrity: throws on a broken archive
  const names = run('-Z1').trim().split('\n');
  // "-rw-r--r--  2.0 unx  1234 bx  1234 stor 26-Nov-21 10:00 Prosesi/a (2).jpg": size 4th, name from the 10th.
  const sizes = new Map<string, number>();
  for (const line of run('-Zl').split('\n')) {
    const cols = line.trim().split(/\s+/);
    if (cols.length >= 10 && /^[-d]/.test(cols[0])) sizes.set(cols.slice(9).join(' '), Number(cols[3]));
  }
  return names.map((name) => ({ name, size: sizes.get(name) ?? NaN }));
}

export async function createWorld(t: TestApp): Promise<GalleryWorld> {
  const pt = await t.db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: String(100000 + Math.floor(Math.random() * 800000)), nama: 'Universitas Galeri' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ptId = Number(pt.id);
  const acara = async (nama: string) =>
    Number(
      (
        await t.db
          .insertInto('acara')
          .values({ pt_id: ptId, nama, tanggal: '2026-12-12', lokasi: 'Auditorium' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const acaraA = await acara('Wisuda Periode I 2026');
  const acaraB = await acara('Wisuda Periode II 2026');
  const group = (acara_id: number, nama: string, is_published: boolean, allow_download = true) =>
    addGroup(t, acara_id, nama, { is_published, allow_download, tipe: 'prosesi' });
  return {
    ptId,
    acaraA,
    acaraB,
    published: await group(acaraA, 'Prosesi', true),
    draft: await group(acaraA, 'Draft', false),
    noDownload: await group(acaraA, 'Photobooth', true, false),
    otherAcara: await group(acaraB, 'Prosesi B', true),
  };
}

/** Uploads one photo as the administrator; returns the created row. */
export async function upload(
  t: TestApp,
  groupId: number,
  data: Buffer,
  name = 'foto.jpg',
  token = t.admin.token,
): Promise<{
  status: number;
  body: Record<string, unknown> & { data?: PhotoJson; errors?: Record<string, string[]> };
}> {
  const { payload, headers } = multipart({ file_group_id: groupId }, { name, data });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/file/file',
    payload,
    headers: { ...headers, ...t.auth(token) },
  });
  return { status: res.statusCode, body: res.json() };
}

/** One page of a student's gallery: rows, Content-Range total and the cursor of the next page. */
export async function studentPage(
  t: TestApp,
  token: string,
  opts: { filter?: object; from?: number; size?: number; after?: string | null } = {},
): Promise<{ status: number; rows: PhotoJson[]; total: number; next: string | null; range: string }> {
  const from = opts.from ?? 0;
  const query = new URLSearchParams({ range: JSON.stringify([from, from + (opts.size ?? 60) - 1]) });
  if (opts.filter) query.set('filter', JSON.stringify(opts.filter));
  if (opts.after) query.set('after', opts.after);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/mahasiswa/galeri/photos?${query}`,
    headers: t.auth(token),
  });
  const range = String(res.headers['content-range'] ?? '');
  return {
    status: res.statusCode,
    rows: res.statusCode === 200 ? (res.json().data as PhotoJson[]) : [],
    total: Number(range.split('/')[1] ?? NaN),
    next: (res.headers['x-next-cursor'] as string | undefined) ?? null,
    range,
  };
}

/** Every photo of a student's gallery (or of one view), page after page as the gallery loads them. */
export async function studentPhotos(
  t: TestApp,
  token: string,
  filter?: object,
  size = 100,
): Promise<PhotoJson[]> {
  const rows: PhotoJson[] = [];
  let after: string | null = null;
  do {
    const page = await studentPage(t, token, { filter, from: rows.length, size, after });
    if (page.status !== 200) throw new Error(`student gallery answered ${page.status}`);
    rows.push(...page.rows);
    after = page.next;
  } while (after);
  return rows;
}

export interface PhotoJson {
  id: number;
  file_group_id: number;
  width: number;
  height: number;
  placeholder: string;
  taken_at: string | null;
  created_at: string;
  thumb_url: string;
  preview_url: string;
  download_url: string | null;
  tags: { id: number; nim: string }[];
  favorite: boolean;
  /** Student gallery only. */
  tagged?: boolean;
}

/** Tags in IFD0 of a raw EXIF block (as sharp's metadata().exif returns it), incl. the GPS pointer 0x8825. */
export function exifTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const start = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const tiff = exif.subarray(start);
  const le = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  const count = u16(ifd);
  const tags: number[] = [];
  for (let i = 0; i < count; i++) tags.push(u16(ifd + 2 + i * 12));
  return tags;
}

/**
 * A photo row to insert straight into the database (a listing never reads the bytes): named `name`,
 * in `group`, taken at `taken` (null: no capture time, it sorts by its upload time).
 */
export function photoRow(group: number, name: string, taken: Date | null = null) {
  const base = newBaseKey();
  return {
    file_group_id: group,
    storage_key: `${base}.jpg`,
    thumb_key: `${base}-thumb.webp`,
    preview_key: `${base}-preview.webp`,
    original_name: `${name}.jpg`,
    mime: 'image/jpeg',
    size: 1000,
    width: 640,
    height: 480,
    checksum: `${name}-${randomBytes(8).toString('hex')}`,
    placeholder: null,
    taken_at: taken,
    uploaded_by: null,
  };
}
