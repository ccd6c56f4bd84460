import { builtinResource } from './declare';
import { PATTERNS } from '../options';
import { REGISTRATION_MODES } from '../registration';

/** One record: brand names, logo and colours used by the whole app. */
export const appSettings = builtinResource('appSettings', {
  table: 'app_settings',
  apiPath: '/setting/apps',
  route: '/setting/apps',
  title: 'Pengaturan Aplikasi',
  singleton: true,
  actions: ['view', 'update'],
  fields: {
    nama_aplikasi: { type: 'text', required: true, maxLength: 100, label: 'Nama Aplikasi' },
    nama_universitas: { type: 'text', required: true, maxLength: 200, label: 'Nama Universitas' },
    logo: { type: 'image', maxLength: 300, label: 'Logo' },
    warna_primer: {
      type: 'color',
      required: true,
      pattern: PATTERNS.color,
      default: '#7366ff',
      label: 'Warna Primer',
    },
    warna_sekunder: {
      type: 'color',
      required: true,
      pattern: PATTERNS.color,
      default: '#f73164',
      label: 'Warna Sekunder',
    },
    email_kontak: { type: 'email', maxLength: 254, label: 'Email Kontak' },
    // Who may register as a student: anyone, anyone with an administrator's approval, or no one.
    registrasi: {
      type: 'enum',
      required: true,
      default: 'open',
      options: REGISTRATION_MODES,
      label: 'Registrasi',
    },
    // Days a perguruan tinggi stays writable after its subscription ended (docs/tenancy.md).
    masa_tenggang_hari: {
      type: 'int',
      required: true,
      min: 0,
      max: 365,
      default: 14,
      label: 'Masa Tenggang (hari)',
    },
  },
  labelField: 'nama_aplikasi',
  listColumns: ['nama_aplikasi', 'nama_universitas'],
  searchFields: [],
  filterFields: [],
  sortFields: [],
  defaultSort: { field: 'id', order: 'ASC' },
  publicFields: ['nama_aplikasi', 'nama_universitas', 'logo', 'warna_primer', 'warna_sekunder', 'registrasi'],
  menu: { group: 'setting', icon: 'Settings', order: 1, title: 'Application' },
});
