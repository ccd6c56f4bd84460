/** What the face-search API tests share: profile photos set by staff or by the student, and crops of the labelled set. */
import sharp from 'sharp';
import { expect } from 'vitest';
import { FACES, samplePath, type LabelledFace } from '../fixtures/faces';
import { multipart } from './files-fixtures';
import type { TestApp } from './helpers';

export const labelled = (label: string): LabelledFace => {
  const found = FACES.find((f) => f.label === label);
  if (!found) throw new Error(`no face ${label} in the labelled set`);
  return found;
};

/** A plain crop around one labelled face, as a student might cut themselves out of a group photo. */
export async function cropOf(face: LabelledFace, padding = 0.6): Promise<Buffer> {
  const meta = await sharp(samplePath(face.photo)).metadata();
  const pad = face.box.width * padding;
  const left = Math.max(0, Math.round(face.box.x - pad));
  const top = Math.max(0, Math.round(face.box.y - pad));
  const width = Math.min(meta.width! - left, Math.round(face.box.width + 2 * pad));
  const height = Math.min(meta.height! - top, Math.round(face.box.height + 2 * pad));
  return sharp(samplePath(face.photo)).extract({ left, top, width, height }).jpeg({ quality: 90 }).toBuffer();
}

/** Staff set the student's profile photo on the record (POST /api/images, then the record): it is verified. */
export async function setVerifiedPhoto(t: TestApp, mahasiswaId: number, image: Buffer): Promise<void> {
  const { payload, headers } = multipart(
    { resource: 'mahasiswa', field: 'foto' },
    { name: 'foto.jpg', data: image },
  );
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload,
    headers: { ...headers, ...t.auth(t.admin.token) },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const key = (uploaded.json().data as { key: string }).key;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/mahasiswa/mahasiswa/${mahasiswaId}`,
    payload: { foto: key },
    headers: t.auth(t.admin.token),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.foto_terverifikasi).toBe(true);
}

/** The student sets their own profile photo (not verified: it could show anybody). */
export async function setOwnPhoto(t: TestApp, token: string, image: Buffer): Promise<void> {
  const { payload, headers } = multipart({}, { name: 'me.jpg', data: image });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile/photo',
    payload,
    headers: { ...headers, ...t.auth(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
}
