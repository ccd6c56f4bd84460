/**
 * Fixed option lists of the domain (docs/product.md#domain). Statuses and kinds are named in every language
 * (`perLanguage`); official domain words (jenjang, akreditasi, predikat) and sizes are the same in all.
 */
import { perLanguage } from './config/label';
import type { EnumOption } from './resource';
import { LANGUAGES } from './i18n/languages';

/** Options whose word is the same in every language (the name is the id). */
const same = (...names: string[]): { id: string; name: string }[] =>
  names.map((name) => ({ id: name, name }));

/** Gender options (docs/product.md#layout): two fixed items with title and id. */
export const GENDER_OPTIONS = [
  {
    id: 'L',
    title: 'Laki-Laki',
    name: perLanguage({
      en: 'Male',
      id: 'Laki-Laki',
      de: 'Männlich',
      es: 'Masculino',
      fr: 'Masculin',
      'pt-BR': 'Masculino',
      'zh-CN': '男',
      ar: 'ذكر',
    }),
  },
  {
    id: 'P',
    title: 'Perempuan',
    name: perLanguage({
      en: 'Female',
      id: 'Perempuan',
      de: 'Weiblich',
      es: 'Femenino',
      fr: 'Féminin',
      'pt-BR': 'Feminino',
      'zh-CN': '女',
      ar: 'أنثى',
    }),
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
    name: perLanguage({
      en: 'Public',
      id: 'Negeri',
      de: 'Staatlich',
      es: 'Pública',
      fr: 'Public',
      'pt-BR': 'Pública',
      'zh-CN': '公立',
      ar: 'حكومية',
    }),
  },
  {
    id: 'Swasta',
    name: perLanguage({
      en: 'Private',
      id: 'Swasta',
      de: 'Privat',
      es: 'Privada',
      fr: 'Privé',
      'pt-BR': 'Privada',
      'zh-CN': '私立',
      ar: 'خاصة',
    }),
  },
];

export const PREDIKAT_OPTIONS = same('Memuaskan', 'Sangat Memuaskan', 'Dengan Pujian');

export const UKURAN_TOGA_OPTIONS = same('S', 'M', 'L', 'XL', 'XXL', 'XXXL');

export const ACARA_STATUS_OPTIONS: readonly EnumOption[] = [
  {
    id: 'draft',
    name: perLanguage({
      en: 'Draft',
      id: 'Draf',
      de: 'Entwurf',
      es: 'Borrador',
      fr: 'Brouillon',
      'pt-BR': 'Rascunho',
      'zh-CN': '草稿',
      ar: 'مسودة',
    }),
  },
  {
    id: 'published',
    name: perLanguage({
      en: 'Published',
      id: 'Terbit',
      de: 'Veröffentlicht',
      es: 'Publicado',
      fr: 'Publié',
      'pt-BR': 'Publicado',
      'zh-CN': '已发布',
      ar: 'منشور',
    }),
  },
  {
    id: 'selesai',
    name: perLanguage({
      en: 'Finished',
      id: 'Selesai',
      de: 'Beendet',
      es: 'Finalizado',
      fr: 'Terminé',
      'pt-BR': 'Concluído',
      'zh-CN': '已结束',
      ar: 'منتهٍ',
    }),
  },
  {
    id: 'arsip',
    name: perLanguage({
      en: 'Archived',
      id: 'Arsip',
      de: 'Archiviert',
      es: 'Archivado',
      fr: 'Archivé',
      'pt-BR': 'Arquivado',
      'zh-CN': '已归档',
      ar: 'مؤرشف',
    }),
  },
];

export const MAHASISWA_STATUS_OPTIONS: readonly EnumOption[] = [
  {
    id: 'aktif',
    name: perLanguage({
      en: 'Active',
      id: 'Aktif',
      de: 'Aktiv',
      es: 'Activo',
      fr: 'Actif',
      'pt-BR': 'Ativo',
      'zh-CN': '在读',
      ar: 'نشط',
    }),
  },
  {
    id: 'lulus',
    name: perLanguage({
      en: 'Graduated',
      id: 'Lulus',
      de: 'Abgeschlossen',
      es: 'Egresado',
      fr: 'Diplômé',
      'pt-BR': 'Formado',
      'zh-CN': '已毕业',
      ar: 'متخرج',
    }),
  },
  {
    id: 'wisudawan',
    name: perLanguage({
      en: 'Graduand',
      id: 'Wisudawan',
      de: 'Absolvent',
      es: 'Graduando',
      fr: 'Lauréat',
      'pt-BR': 'Formando',
      'zh-CN': '毕业典礼生',
      ar: 'مشارك في حفل التخرج',
    }),
  },
  {
    id: 'nonaktif',
    name: perLanguage({
      en: 'Inactive',
      id: 'Nonaktif',
      de: 'Inaktiv',
      es: 'Inactivo',
      fr: 'Inactif',
      'pt-BR': 'Inativo',
      'zh-CN': '非在读',
      ar: 'غير نشط',
    }),
  },
];

export const FILE_GROUP_TIPE_OPTIONS: readonly EnumOption[] = [
  {
    id: 'prosesi',
    name: perLanguage({
      en: 'Procession',
      id: 'Prosesi',
      de: 'Festakt',
      es: 'Ceremonia',
      fr: 'Cérémonie',
      'pt-BR': 'Cerimônia',
      'zh-CN': '典礼',
      ar: 'الموكب',
    }),
  },
  {
    id: 'fakultas',
    name: perLanguage({
      en: 'Faculty',
      id: 'Fakultas',
      de: 'Fakultät',
      es: 'Facultad',
      fr: 'Faculté',
      'pt-BR': 'Faculdade',
      'zh-CN': '学院',
      ar: 'الكلية',
    }),
  },
  {
    id: 'photobooth',
    name: perLanguage({
      en: 'Photo booth',
      id: 'Photobooth',
      de: 'Fotobox',
      es: 'Fotomatón',
      fr: 'Photomaton',
      'pt-BR': 'Cabine de fotos',
      'zh-CN': '拍照亭',
      ar: 'كشك التصوير',
    }),
  },
  {
    id: 'keluarga',
    name: perLanguage({
      en: 'Family',
      id: 'Keluarga',
      de: 'Familie',
      es: 'Familia',
      fr: 'Famille',
      'pt-BR': 'Família',
      'zh-CN': '家人',
      ar: 'العائلة',
    }),
  },
  {
    id: 'lainnya',
    name: perLanguage({
      en: 'Other',
      id: 'Lainnya',
      de: 'Sonstiges',
      es: 'Otros',
      fr: 'Autres',
      'pt-BR': 'Outros',
      'zh-CN': '其他',
      ar: 'أخرى',
    }),
  },
];

/** users.bahasa: the language a user reads (mails are written in it), named in itself (domain/i18n/languages.ts). */
export const LANGUAGE_OPTIONS: readonly EnumOption[] = LANGUAGES.map((l) => ({
  id: l.locale,
  name: l.plainName,
}));

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
