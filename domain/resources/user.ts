import { PASSWORD_MAX, PASSWORD_MIN } from '../auth';
import { builtinResource } from './declare';
import { LANGUAGE_OPTIONS, PATTERNS } from '../options';
import { APPROVAL_STATES } from '../registration';

/** Sign-in accounts. `password` is hashed by the server; `roles` is kept in role_user, in order. */
export const user = builtinResource('user', {
  table: 'users',
  apiPath: '/setting/users/user',
  route: '/setting/users',
  title: 'Pengguna',
  fields: {
    name: { type: 'text', required: true, maxLength: 150, label: 'Nama' },
    email: { type: 'email', required: true, unique: true, maxLength: 254, label: 'Email' },
    nim: {
      type: 'text',
      maxLength: 20,
      pattern: PATTERNS.nim,
      label: 'NIM',
    },
    no_hp: { type: 'phone', maxLength: 20, label: 'No. HP' },
    foto: { type: 'image', maxLength: 300, label: 'Foto' },
    password: {
      type: 'password',
      virtual: true,
      writeOnly: true,
      requiredOnCreate: true,
      // The shared password rule (domain/auth.ts); the server also refuses common passwords.
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      label: 'Kata Sandi',
    },
    is_active: { type: 'boolean', default: true, label: 'Aktif' },
    roles: {
      type: 'references',
      reference: 'role',
      virtual: true,
      through: { table: 'role_user', ownKey: 'user_id', targetKey: 'role_id', orderColumn: 'position' },
      label: 'Role',
    },
    // The universities whose staff the account is (docs/tenancy.md): none, the company's own staff.
    pt_ids: {
      type: 'references',
      reference: 'perguruanTinggi',
      virtual: true,
      through: { table: 'user_perguruan_tinggi', ownKey: 'user_id', targetKey: 'pt_id' },
      label: 'Perguruan Tinggi',
    },
    email_verified_at: { type: 'datetime', readOnly: true, label: 'Email Terverifikasi' },
    // The language the user reads: set at registration and sign-in from the app's language; mails
    // to the user are written in it (server/mail/language.ts).
    bahasa: { type: 'enum', options: LANGUAGE_OPTIONS, label: 'Bahasa' },
    // Self-registration needing approval (appSettings.registrasi): pending until an administrator decides.
    persetujuan: { type: 'enum', readOnly: true, options: APPROVAL_STATES, label: 'Persetujuan' },
  },
  labelField: 'name',
  listColumns: ['name', 'email', 'nim', 'roles', 'is_active', 'email_verified_at'],
  searchFields: ['name', 'email', 'nim'],
  filterFields: ['is_active', 'roles', 'persetujuan', 'pt_ids'],
  sortFields: ['name', 'email', 'nim', 'is_active', 'email_verified_at'],
  defaultSort: { field: 'name', order: 'ASC' },
  optionFields: ['email'],
  ownerField: 'id',
  tenant: ['pt_ids'],
  // A student's account is also their university's: an operator sees and manages its students' accounts.
  tenantAlso: [{ resource: 'mahasiswa', field: 'user_id' }],
  menu: { group: 'setting', icon: 'ManageAccounts', order: 3, title: 'Users' },
});
