import { builtinResource } from './declare';
import { ACARA_STATUS_OPTIONS } from '../options';

/** Acara: a graduation event (e.g. "Wisuda Periode I 2026"). */
export const acara = builtinResource('acara', {
  table: 'acara',
  apiPath: '/acara/acara',
  route: '/menu/acara',
  title: 'Acara',
  fields: {
    pt_id: { type: 'reference', reference: 'perguruanTinggi', required: true, label: 'Perguruan Tinggi' },
    nama: { type: 'text', required: true, maxLength: 200, label: 'Nama' },
    periode: { type: 'text', maxLength: 50, label: 'Periode' },
    tanggal: { type: 'date', required: true, label: 'Tanggal' },
    jam_mulai: { type: 'time', label: 'Jam Mulai' },
    jam_selesai: { type: 'time', label: 'Jam Selesai' },
    lokasi: { type: 'text', maxLength: 200, label: 'Lokasi' },
    alamat: { type: 'longtext', maxLength: 1000, label: 'Alamat' },
    kuota_kursi: { type: 'int', min: 0, max: 1000000, label: 'Kuota Kursi' },
    kuota_tamu: { type: 'int', min: 0, max: 1000000, label: 'Kuota Tamu' },
    pendaftaran_buka: { type: 'date', label: 'Pendaftaran Dibuka' },
    pendaftaran_tutup: { type: 'date', label: 'Pendaftaran Ditutup' },
    status: {
      type: 'enum',
      options: ACARA_STATUS_OPTIONS,
      required: true,
      default: 'draft',
      label: 'Status',
    },
    deskripsi: { type: 'longtext', maxLength: 5000, label: 'Deskripsi' },
  },
  labelField: 'nama',
  listColumns: ['nama', 'pt_id', 'periode', 'tanggal', 'lokasi', 'status'],
  searchFields: ['nama', 'periode', 'lokasi'],
  filterFields: ['pt_id', 'status', 'tanggal'],
  sortFields: ['nama', 'pt_id', 'periode', 'tanggal', 'lokasi', 'status'],
  defaultSort: { field: 'tanggal', order: 'DESC' },
  optionFilters: ['pt_id', 'status'],
  optionFields: ['pt_id', 'tanggal', 'status'],
  optionsForAnyCaller: true,
  optionsForOthersOnly: { status: ['published', 'selesai'] },
  /** Registration opens, closes, then the ceremony; a ceremony ends after it starts. */
  order: [
    ['pendaftaran_buka', 'pendaftaran_tutup'],
    ['pendaftaran_tutup', 'tanggal'],
    ['pendaftaran_buka', 'tanggal'],
    ['jam_mulai', 'jam_selesai', 'strict'],
  ],
  menu: { group: 'menu', icon: 'Event', order: 1 },
});
