import { builtinResource } from './declare';
import { PATTERNS } from '../options';

/** Paket berlangganan (subscription packages), price in IDR. */
export const plan = builtinResource('plan', {
  table: 'plan',
  apiPath: '/setting/plan',
  route: '/setting/plan',
  title: 'Paket Berlangganan',
  fields: {
    kode: {
      type: 'text',
      required: true,
      unique: true,
      maxLength: 30,
      pattern: PATTERNS.code,
      label: 'Kode',
    },
    nama: { type: 'text', required: true, maxLength: 100, label: 'Nama' },
    deskripsi: { type: 'longtext', maxLength: 5000, label: 'Deskripsi' },
    harga: { type: 'money', required: true, min: 0, max: 999999999999, default: 0, label: 'Harga' },
    durasi_bulan: { type: 'int', required: true, min: 1, max: 120, default: 12, label: 'Durasi (bulan)' },
    max_mahasiswa: { type: 'int', min: 0, max: 100000000, label: 'Maks. Mahasiswa' },
    max_acara: { type: 'int', min: 0, max: 1000000, label: 'Maks. Acara' },
    max_foto: { type: 'int', min: 0, max: 100000000, label: 'Maks. Foto' },
    max_storage_gb: { type: 'int', min: 0, max: 1000000, label: 'Maks. Penyimpanan (GB)' },
    fitur: { type: 'list', maxLength: 200, default: null, label: 'Fitur' },
    is_active: { type: 'boolean', default: true, label: 'Aktif' },
    sort_order: { type: 'int', min: 0, max: 10000, default: 0, label: 'Urutan' },
  },
  labelField: 'nama',
  listColumns: ['kode', 'nama', 'harga', 'durasi_bulan', 'max_mahasiswa', 'is_active', 'sort_order'],
  searchFields: ['kode', 'nama'],
  filterFields: ['is_active'],
  sortFields: ['kode', 'nama', 'harga', 'durasi_bulan', 'is_active', 'sort_order'],
  defaultSort: { field: 'sort_order', order: 'ASC' },
  optionFields: ['kode', 'harga'],
  menu: { group: 'setting', icon: 'CardMembership', order: 2 },
});
