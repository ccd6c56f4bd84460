import { PASSWORD_MAX, PASSWORD_MIN } from '../auth';
import { builtinResource } from './declare';
import {
  GENDER_OPTIONS,
  MAHASISWA_STATUS_OPTIONS,
  PATTERNS,
  PREDIKAT_OPTIONS,
  UKURAN_TOGA_OPTIONS,
} from '../options';

export const mahasiswa = builtinResource('mahasiswa', {
  table: 'mahasiswa',
  apiPath: '/mahasiswa/mahasiswa',
  route: '/master/mahasiswa',
  title: 'Mahasiswa',
  fields: {
    nim: {
      type: 'text',
      required: true,
      maxLength: 20,
      pattern: PATTERNS.nim,
      uniqueWith: ['pt_id'],
      label: 'NIM',
    },
    nama: { type: 'text', required: true, maxLength: 150, label: 'Nama' },
    pt_id: { type: 'reference', reference: 'perguruanTinggi', required: true, label: 'Perguruan Tinggi' },
    fakultas_id: { type: 'reference', reference: 'fakultas', dependsOn: 'pt_id', label: 'Fakultas' },
    prodi_id: {
      type: 'reference',
      reference: 'programStudi',
      dependsOn: 'fakultas_id',
      label: 'Program Studi',
    },
    acara_id: { type: 'reference', reference: 'acara', dependsOn: 'pt_id', label: 'Acara' },
    jenis_kelamin: {
      type: 'enum',
      options: GENDER_OPTIONS.map(({ id, name }) => ({ id, name })),
      label: 'Jenis Kelamin',
    },
    tempat_lahir: { type: 'text', maxLength: 100, label: 'Tempat Lahir' },
    tanggal_lahir: { type: 'date', notInFuture: true, label: 'Tanggal Lahir' },
    email: { type: 'email', maxLength: 254, label: 'Email' },
    no_hp: { type: 'phone', maxLength: 20, label: 'No. HP' },
    angkatan: { type: 'year', min: 1950, max: 2100, label: 'Angkatan' },
    ipk: { type: 'decimal', min: 0, max: 4, scale: 2, label: 'IPK' },
    predikat: { type: 'enum', options: PREDIKAT_OPTIONS, label: 'Predikat' },
    judul_skripsi: { type: 'longtext', maxLength: 1000, label: 'Judul Skripsi' },
    tanggal_lulus: { type: 'date', label: 'Tanggal Lulus' },
    nomor_ijazah: { type: 'text', maxLength: 50, label: 'Nomor Ijazah' },
    ukuran_toga: { type: 'enum', options: UKURAN_TOGA_OPTIONS, label: 'Ukuran Toga' },
    foto: { type: 'image', maxLength: 300, label: 'Foto' },
    /**
     * The university vouches that `foto` shows this student: set when staff set the photo or tick it
     * after looking at the student's own upload; cleared when the student changes it
     * (server/resources/hooks/mahasiswa.ts). Face search enrols only from a verified photo.
     */
    foto_terverifikasi: { type: 'boolean', default: false, importable: false, label: 'Foto Terverifikasi' },
    status: {
      type: 'enum',
      options: MAHASISWA_STATUS_OPTIONS,
      required: true,
      default: 'aktif',
      label: 'Status',
    },
    user_id: { type: 'reference', reference: 'user', readOnly: true, label: 'Akun' },
    /**
     * Create the sign-in account (role Mahasiswa) in the same transaction: on create, or on update of
     * a student without one (a student with an account answers 409).
     */
    create_account: { type: 'boolean', virtual: true, writeOnly: true, default: false, label: 'Buat Akun' },
    /** Password of the new account (with create_account). */
    password: {
      type: 'password',
      virtual: true,
      writeOnly: true,
      // The shared password rule (domain/auth.ts); the server also refuses common passwords.
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      label: 'Kata Sandi',
    },
  },
  labelField: 'nama',
  listColumns: ['nim', 'nama', 'pt_id', 'fakultas_id', 'prodi_id', 'angkatan', 'ipk', 'predikat', 'status'],
  searchFields: ['nim', 'nama', 'email'],
  filterFields: [
    'pt_id',
    'fakultas_id',
    'prodi_id',
    'acara_id',
    'jenis_kelamin',
    'angkatan',
    'predikat',
    'status',
    'tanggal_lulus',
    'foto_terverifikasi',
  ],
  sortFields: ['nim', 'nama', 'pt_id', 'angkatan', 'ipk', 'predikat', 'status', 'tanggal_lulus'],
  defaultSort: { field: 'nama', order: 'ASC' },
  optionFilters: ['pt_id', 'acara_id'],
  optionFields: ['nim', 'pt_id'],
  ownerField: 'user_id',
  importable: true,
  order: [['tanggal_lahir', 'tanggal_lulus']],
  menu: { group: 'menu', icon: 'People', order: 2 },
  largeOptions: true,
});
