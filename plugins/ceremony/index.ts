/**
 * The ceremony (docs/ceremony.md): graduates confirm whether they attend, how many guests they ask
 * for and how their name is read; staff generate the line-up and seats of an acara from the hall's
 * layout and print it per faculty. A first-party plugin on the plugin API: an installation that
 * runs its ceremony elsewhere leaves it out of wisuda.config.ts and wisuda.server.ts.
 *
 * Each graduate's answer is one `kehadiran` record (acara, mahasiswa): its id is the stable handle
 * tickets and passes name; `tamu_diberikan` is the number of guest tickets granted.
 */
import { definePlugin } from 'wisuda/config';
import { CEREMONY_PERMISSIONS } from './permissions';
import {
  CHECKIN_PERMISSIONS,
  TICKET_ACARA_FIELDS,
  TICKET_RESOURCES,
  TICKET_STAFF_PERMISSIONS,
} from './tickets/resources';
import { STAGE_PERMISSIONS, STAGE_RESOURCES } from './stage/resources';
import { STAGE_PHOTOS_PATH } from './stage-photos/paths';
import {
  STAGE_PHOTO_ACARA_FIELDS,
  STAGE_PHOTO_GROUP_FIELDS,
  STAGE_PHOTO_PERMISSION,
  STAGE_PHOTO_STAFF_PERMISSIONS,
} from './stage-photos/resources';

export default definePlugin({
  name: 'ceremony',
  server: true,
  extend: {
    acara: {
      fields: {
        batas_konfirmasi: { type: 'datetime', label: 'Confirmation deadline' },
        tamu_per_wisudawan: { type: 'int', min: 0, max: 50, default: 0, label: 'Guests per graduate' },
        urutan_menurut: {
          type: 'enum',
          // the other languages' names come with their language (./words.ts)
          options: [
            { id: 'nim', name: 'NIM' },
            { id: 'nama', name: 'Name' },
          ],
          default: 'nim',
          label: 'Line-up order within a program',
        },
        denah_blok: { type: 'text', maxLength: 200, label: 'Hall blocks (A, B, C)' },
        denah_baris: { type: 'int', min: 0, max: 500, label: 'Rows per block' },
        denah_kursi: { type: 'int', min: 0, max: 500, label: 'Seats per row' },
        ...TICKET_ACARA_FIELDS,
        ...STAGE_PHOTO_ACARA_FIELDS,
      },
    },
    fileGroup: { fields: STAGE_PHOTO_GROUP_FIELDS },
  },
  resources: {
    kehadiran: {
      label: 'Ceremony attendance',
      menu: { group: 'menu', icon: 'EventSeat' },
      actions: ['view', 'update'],
      fields: {
        acara_id: { type: 'reference', reference: 'acara', required: true, readOnly: true, label: 'Event' },
        mahasiswa_id: {
          type: 'reference',
          reference: 'mahasiswa',
          // not `required`: the record's university is its acara's (the server always sets it)
          readOnly: true,
          uniqueWith: ['acara_id'],
          label: 'Graduate',
        },
        hadir: { type: 'boolean', required: true, default: false, readOnly: true, label: 'Attends' },
        tamu_diminta: { type: 'int', min: 0, max: 50, default: 0, readOnly: true, label: 'Guests asked' },
        tamu_diberikan: { type: 'int', min: 0, max: 50, default: 0, label: 'Guests granted' },
        nama_panggung: { type: 'text', maxLength: 200, label: 'Stage name' },
        nama_panggung_disetujui: {
          type: 'boolean',
          required: true,
          default: false,
          label: 'Stage name approved',
        },
        ejaan: { type: 'text', maxLength: 200, label: 'Pronunciation' },
        dikonfirmasi_pada: { type: 'datetime', readOnly: true, label: 'Confirmed at' },
        urutan: { type: 'int', min: 1, max: 100000, readOnly: true, label: 'Line-up number' },
        kursi: { type: 'text', maxLength: 40, readOnly: true, label: 'Seat' },
      },
      labelField: 'mahasiswa_id',
      listColumns: [
        'mahasiswa_id',
        'acara_id',
        'hadir',
        'tamu_diberikan',
        'nama_panggung',
        'urutan',
        'kursi',
      ],
      filterFields: ['acara_id', 'hadir', 'nama_panggung_disetujui'],
      sortFields: ['urutan', 'dikonfirmasi_pada'],
      defaultSort: { field: 'dikonfirmasi_pada', order: 'DESC' },
    },
    ...TICKET_RESOURCES,
    ...STAGE_RESOURCES,
  },
  roles: {
    panitia_wisuda: {
      label: 'Ceremony staff',
      permissions: [
        ...CEREMONY_PERMISSIONS,
        ...TICKET_STAFF_PERMISSIONS,
        ...STAGE_PERMISSIONS,
        ...STAGE_PHOTO_STAFF_PERMISSIONS,
      ],
    },
    petugas_pintu: { label: 'Check-in staff', permissions: [...CHECKIN_PERMISSIONS] },
    petugas_panggung: { label: 'Stage staff', permissions: [...STAGE_PERMISSIONS] },
  },
  pages: [
    {
      path: '/menu/barisan-wisuda',
      title: 'Line-up and seats',
      permission: 'kehadiran.view',
      component: () => import('./LineupPage'),
      menu: { group: 'menu', icon: 'FormatListNumbered' },
    },
    {
      path: '/menu/pemindai',
      title: 'Check-in scanner',
      permission: 'checkin.create',
      component: () => import('./scanner/ScannerPage'),
      menu: { group: 'menu', icon: 'QrCodeScanner' },
    },
    {
      path: '/menu/pemindai-panggung',
      title: 'Stage scanner',
      permission: 'stageCall.create',
      component: () => import('./stage/StageScannerPage'),
      menu: { group: 'menu', icon: 'RecordVoiceOver' },
    },
    {
      path: '/menu/pembaca-nama',
      title: 'Name reader',
      permission: 'stageCall.view',
      component: () => import('./stage/ReaderPage'),
      menu: { group: 'menu', icon: 'Campaign' },
    },
    {
      path: '/menu/daftar-tunggu-tamu',
      title: 'Guest waiting list',
      permission: 'kehadiran.view',
      component: () => import('./tickets/WaitingPage'),
      menu: { group: 'menu', icon: 'HourglassTop' },
    },
    {
      path: STAGE_PHOTOS_PATH,
      title: 'Stage photos',
      permission: STAGE_PHOTO_PERMISSION,
      component: () => import('./stage-photos/StagePhotosPage'),
      menu: { group: 'menu', icon: 'CameraAlt' },
    },
  ],
  widgets: [
    { id: 'ceremony-confirm', place: 'student', component: () => import('./ConfirmCard') },
    { id: 'ceremony-tickets', place: 'student', component: () => import('./tickets/TicketsCard') },
    {
      id: 'ceremony-stage-photos',
      place: 'student',
      component: () => import('./stage-photos/StagePhotoCard'),
    },
  ],
  // each language's words come with that language (./translations.ts)
  translations: () => import('./translations'),
});
