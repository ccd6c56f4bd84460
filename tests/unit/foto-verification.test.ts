/**
 * Whether the university vouches that a mahasiswa's photo shows them (`foto_terverifikasi`, which
 * face search needs to enrol from a profile photo): who may set it, and what clears it.
 */
import { describe, expect, it } from 'vitest';
import { verifyFoto } from '../../server/resources/hooks/mahasiswa';

const STUDENT = 7;
const STAFF = 1;
const record = (over: Record<string, unknown> = {}) => ({
  id: 3,
  user_id: STUDENT,
  foto: 'foto/a.webp',
  foto_terverifikasi: false,
  ...over,
});

function write(
  values: Record<string, unknown>,
  before: Record<string, unknown> | undefined,
  caller: number | null,
) {
  const out = { ...values };
  verifyFoto(out, before, caller);
  return out.foto_terverifikasi;
}

describe('foto_terverifikasi', () => {
  it('is set when staff set the photo, and when staff tick it', () => {
    expect(write({ foto: 'foto/b.webp' }, record(), STAFF)).toBe(true);
    expect(write({ nama: 'Sari', foto: 'foto/b.webp', user_id: STUDENT }, undefined, STAFF)).toBe(true);
    expect(write({ foto_terverifikasi: true }, record(), STAFF)).toBe(true);
    expect(write({ foto_terverifikasi: false }, record({ foto_terverifikasi: true }), STAFF)).toBe(false);
  });

  it('is never set by the student, and a photo of their own clears it', () => {
    expect(write({ foto_terverifikasi: true }, record(), STUDENT)).toBe(false);
    expect(write({ foto: 'foto/b.webp' }, record({ foto_terverifikasi: true }), STUDENT)).toBe(false);
    expect(write({ foto: 'foto/b.webp', foto_terverifikasi: true }, record(), STUDENT)).toBe(false);
    expect(write({ no_hp: '0812' }, record({ foto_terverifikasi: true }), STUDENT)).toBeUndefined();
    expect(write({ foto_terverifikasi: true }, record(), null)).toBe(false);
  });

  it('goes with the photo', () => {
    expect(write({ foto: null }, record({ foto_terverifikasi: true }), STAFF)).toBe(false);
    expect(write({ foto_terverifikasi: true }, record({ foto: null }), STAFF)).toBe(false);
    expect(write({ nama: 'Sari' }, undefined, STAFF)).toBe(false);
  });
});
