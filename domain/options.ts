/**
 * Fixed option lists of the domain (DESIGN.md §3). Domain words are shown as-is in every language.
 */
import type { EnumOption } from './resource';

const same = (...names: string[]): EnumOption[] => names.map((name) => ({ id: name, name }));

/** Spec §3 "Gender options": two fixed items with title and id. */
export const GENDER_OPTIONS = [
  { id: 'L', title: 'Laki-Laki', name: 'Laki-Laki' },
  { id: 'P', title: 'Perempuan', name: 'Perempuan' },
] as const;

export const JENJANG_OPTIONS: readonly EnumOption[] = same(
  'D1',
  'D2',
  'D3',
  'D4',
  'S1',
  'Profesi',
  'Sp-1',
  'S2',
  'S2 Terapan',
  'Sp-2',
  'S3',
  'S3 Terapan',
);

export const AKREDITASI_OPTIONS: readonly EnumOption[] = same(
  'Unggul',
  'Baik Sekali',
  'Baik',
  'A',
  'B',
  'C',
  'Belum Terakreditasi',
);

export const STATUS_MILIK_OPTIONS: readonly EnumOption[] = same('Negeri', 'Swasta');

export const PREDIKAT_OPTIONS: readonly EnumOption[] = same('Memuaskan', 'Sangat Memuaskan', 'Dengan Pujian');

export const UKURAN_TOGA_OPTIONS: readonly EnumOption[] = same('S', 'M', 'L', 'XL', 'XXL', 'XXXL');

export const ACARA_STATUS_OPTIONS: readonly EnumOption[] = [
  { id: 'draft', name: 'Draft' },
  { id: 'published', name: 'Published' },
  { id: 'selesai', name: 'Selesai' },
  { id: 'arsip', name: 'Arsip' },
];

export const MAHASISWA_STATUS_OPTIONS: readonly EnumOption[] = [
  { id: 'aktif', name: 'Aktif' },
  { id: 'lulus', name: 'Lulus' },
  { id: 'wisudawan', name: 'Wisudawan' },
  { id: 'nonaktif', name: 'Nonaktif' },
];

export const FILE_GROUP_TIPE_OPTIONS: readonly EnumOption[] = [
  { id: 'prosesi', name: 'Prosesi' },
  { id: 'fakultas', name: 'Fakultas' },
  { id: 'photobooth', name: 'Photobooth' },
  { id: 'keluarga', name: 'Keluarga' },
  { id: 'lainnya', name: 'Lainnya' },
];

/** Shared value patterns. */
export const PATTERNS = {
  digits: '^[0-9]+$',
  nim: '^[0-9]{5,20}$',
  kodePt: '^[0-9]{3,10}$',
  phone: '^\\+?[0-9 ()-]{6,20}$',
  color: '^#[0-9a-fA-F]{6}$',
  permission: '^[a-z][a-zA-Z0-9-]*\\.[a-z][a-zA-Z0-9-]*$',
  code: '^[A-Za-z0-9_-]+$',
} as const;
