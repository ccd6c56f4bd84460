import { builtinResource } from './declare';
import { FILE_GROUP_TIPE_OPTIONS } from '../options';

/** Galeri group: photos of one acara (the photos themselves are the gallery module's `file` resource). */
export const fileGroup = builtinResource('fileGroup', {
  table: 'file_group',
  apiPath: '/file/file-group',
  route: '/menu/galeri/group',
  title: 'Grup Galeri',
  fields: {
    acara_id: { type: 'reference', reference: 'acara', required: true, label: 'Acara' },
    nama: { type: 'text', required: true, maxLength: 150, label: 'Nama' },
    tipe: {
      type: 'enum',
      options: FILE_GROUP_TIPE_OPTIONS,
      required: true,
      default: 'prosesi',
      label: 'Tipe',
    },
    deskripsi: { type: 'longtext', maxLength: 5000, label: 'Deskripsi' },
    cover_file_id: { type: 'reference', reference: 'file', label: 'Sampul' },
    is_published: { type: 'boolean', default: false, label: 'Dipublikasikan' },
    allow_download: { type: 'boolean', default: true, label: 'Boleh Diunduh' },
  },
  labelField: 'nama',
  listColumns: ['nama', 'acara_id', 'tipe', 'is_published', 'allow_download'],
  searchFields: ['nama', 'deskripsi'],
  filterFields: ['acara_id', 'tipe', 'is_published'],
  sortFields: ['nama', 'acara_id', 'tipe', 'is_published'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  optionFilters: ['acara_id'],
  optionFields: ['acara_id', 'tipe'],
  menu: { group: 'menu', parent: 'galeri', icon: 'PhotoLibrary', order: 1 },
});
