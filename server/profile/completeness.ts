/** Profile fields a graduating student should have filled in, for the completeness meter. */
export const COMPLETENESS_FIELDS = [
  'nama',
  'nim',
  'email',
  'no_hp',
  'jenis_kelamin',
  'tempat_lahir',
  'tanggal_lahir',
  'prodi_id',
  'acara_id',
  'judul_skripsi',
  'ukuran_toga',
  'foto',
] as const;

export function completeness(record: Record<string, unknown> | null | undefined): {
  percent: number;
  missing: string[];
} {
  if (!record) return { percent: 0, missing: [...COMPLETENESS_FIELDS] };
  const missing = COMPLETENESS_FIELDS.filter(
    (f) => record[f] === null || record[f] === undefined || record[f] === '',
  );
  const percent = Math.round(
    ((COMPLETENESS_FIELDS.length - missing.length) / COMPLETENESS_FIELDS.length) * 100,
  );
  return { percent, missing };
}
