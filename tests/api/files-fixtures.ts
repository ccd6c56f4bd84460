/** Shared fixtures of the gallery API tests: generated images, multipart bodies, a small world. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
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
  const group = async (acara_id: number, nama: string, is_published: boolean, allow_download = true) =>
    Number(
      (
        await t.db
          .insertInto('file_group')
          .values({ acara_id, nama, tipe: 'prosesi', is_published, allow_download })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
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
