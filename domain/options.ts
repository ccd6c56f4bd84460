/**
 * Fixed option lists of the domain (docs/product.md#domain). Statuses and kinds are named in every language
 * (`perLanguage`); official domain words (jenjang, akreditasi, predikat) and sizes are the same in all.
 */
import { perLanguage } from './config/label';
import type { EnumOption } from './resource';

/** Options whose word is the same in every language (the name is the id). */
const same = (...names: string[]): { id: string; name: string }[] =>
  names.map((name) => ({ id: name, name }));

/** Gender options (docs/product.md#layout): two fixed items with title and id. */
export const GENDER_OPTIONS = [
  {
    id: 'L',
    title: 'Laki-Laki',
    name: perLanguage('Male', 'Laki-Laki', 'Männlich', 'Masculino', 'Masculin', 'Masculino', '男', 'ذكر'),
  },
  {
    id: 'P',
    title: 'Perempuan',
    name: perLanguage('Female', 'Perempuan', 'Weiblich', 'Femenino', 'Féminin', 'Feminino', '女', 'أنثى'),
  },
] as const;

export const JENJANG_OPTIONS = same(
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

export const AKREDITASI_OPTIONS = same('Unggul', 'Baik Sekali', 'Baik', 'A', 'B', 'C', 'Belum Terakreditasi');

export const STATUS_MILIK_OPTIONS: readonly EnumOption[] = [
  {
    id: 'Negeri',
    name: perLanguage('Public', 'Negeri', 'Staatlich', 'Pública', 'Public', 'Pública', '公立', 'حكومية'),
  },
  {
    id: 'Swasta',
    name: perLanguage('Private', 'Swasta', 'Privat', 'Privada', 'Privé', 'Privada', '私立', 'خاصة'),
  },
];

export const PREDIKAT_OPTIONS = same('Memuaskan', 'Sangat Memuaskan', 'Dengan Pujian');

export const UKURAN_TOGA_OPTIONS = same('S', 'M', 'L', 'XL', 'XXL', 'XXXL');

export const ACARA_STATUS_OPTIONS: readonly EnumOption[] = [
  {
    id: 'draft',
    name: perLanguage('Draft', 'Draf', 'Entwurf', 'Borrador', 'Brouillon', 'Rascunho', '草稿', 'مسودة'),
  },
  {
    id: 'published',
    name: perLanguage(
      'Published',
      'Terbit',
      'Veröffentlicht',
      'Publicado',
      'Publié',
      'Publicado',
      '已发布',
      'منشور',
    ),
  },
  {
    id: 'selesai',
    name: perLanguage(
      'Finished',
      'Selesai',
      'Beendet',
      'Finalizado',
      'Terminé',
      'Concluído',
      '已结束',
      'منتهٍ',
    ),
  },
  {
    id: 'arsip',
    name: perLanguage(
      'Archived',
      'Arsip',
      'Archiviert',
      'Archivado',
      'Archivé',
      'Arquivado',
      '已归档',
      'مؤرشف',
    ),
  },
];

export const MAHASISWA_STATUS_OPTIONS: readonly EnumOption[] = [
  { id: 'aktif', name: perLanguage('Active', 'Aktif', 'Aktiv', 'Activo', 'Actif', 'Ativo', '在读', 'نشط') },
  {
    id: 'lulus',
    name: perLanguage(
      'Graduated',
      'Lulus',
      'Abgeschlossen',
      'Egresado',
      'Diplômé',
      'Formado',
      '已毕业',
      'متخرج',
    ),
  },
  {
    id: 'wisudawan',
    name: perLanguage(
      'Graduand',
      'Wisudawan',
      'Absolvent',
      'Graduando',
      'Lauréat',
      'Formando',
      '毕业典礼生',
      'مشارك في حفل التخرج',
    ),
  },
  {
    id: 'nonaktif',
    name: perLanguage(
      'Inactive',
      'Nonaktif',
      'Inaktiv',
      'Inactivo',
      'Inactif',
      'Inativo',
      '非在读',
      'غير نشط',
    ),
  },
];

export const FILE_GROUP_TIPE_OPTIONS: readonly EnumOption[] = [
  {
    id: 'prosesi',
    name: perLanguage(
      'Procession',
      'Prosesi',
      'Festakt',
      'Ceremonia',
      'Cérémonie',
      'Cerimônia',
      '典礼',
      'الموكب',
    ),
  },
  {
    id: 'fakultas',
    name: perLanguage(
      'Faculty',
      'Fakultas',
      'Fakultät',
      'Facultad',
      'Faculté',
      'Faculdade',
      '学院',
      'الكلية',
    ),
  },
  {
    id: 'photobooth',
    name: perLanguage(
      'Photo booth',
      'Photobooth',
      'Fotobox',
      'Fotomatón',
      'Photomaton',
      'Cabine de fotos',
      '拍照亭',
      'كشك التصوير',
    ),
  },
  {
    id: 'keluarga',
    name: perLanguage('Family', 'Keluarga', 'Familie', 'Familia', 'Famille', 'Família', '家人', 'العائلة'),
  },
  {
    id: 'lainnya',
    name: perLanguage('Other', 'Lainnya', 'Sonstiges', 'Otros', 'Autres', 'Outros', '其他', 'أخرى'),
  },
];

/** users.bahasa: the language a user reads (mails are written in it), each named in itself. */
export const LANGUAGE_OPTIONS = [
  { id: 'en', name: 'English' },
  { id: 'id', name: 'Bahasa Indonesia' },
  { id: 'de', name: 'Deutsch' },
  { id: 'es', name: 'Español' },
  { id: 'fr', name: 'Français' },
  { id: 'pt-BR', name: 'Português (Brasil)' },
  { id: 'zh-CN', name: '简体中文' },
  { id: 'ar', name: 'العربية' },
] as const satisfies readonly EnumOption[];

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
