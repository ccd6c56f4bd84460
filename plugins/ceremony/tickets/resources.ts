/**
 * What the guest tickets and the check-in add to the ceremony plugin's declarations: the acara's
 * doors and guest seats, the tickets graduates send, the waiting list for extra tickets, the
 * check-in staff assigned to an acara and the scans. Staff read them through the generic screens;
 * every write goes through the plugin's own routes (./server), which sign, mail and audit.
 *
 * `checkin.create` is the scanner's permission (the check-in staff role holds it); a holder reaches
 * only the acara they are assigned to (`petugasCheckin`), unless they also hold `kehadiran.update`.
 */
import type { ConfigField, ResourceConfig } from 'wisuda/config';

const acara = {
  type: 'reference',
  reference: 'acara',
  required: true,
  readOnly: true,
  label: 'Event',
} as const;

export const TICKET_ACARA_FIELDS = {
  pintu_dibuka: { type: 'datetime', label: 'Doors open' },
  kursi_tamu: { type: 'int', min: 0, max: 100000, label: 'Guest seats' },
  pintu_masuk: { type: 'text', maxLength: 200, label: 'Entrances (North, South)' },
} as const satisfies Record<string, ConfigField>;

export const TICKET_RESOURCES = {
  tiket: {
    label: 'Guest tickets',
    menu: { group: 'menu', icon: 'ConfirmationNumber' },
    actions: ['view'],
    fields: {
      acara_id: acara,
      kehadiran_id: {
        type: 'reference',
        reference: 'kehadiran',
        required: true,
        readOnly: true,
        label: 'Graduate',
      },
      nama_tamu: { type: 'text', required: true, maxLength: 200, readOnly: true, label: 'Guest' },
      email_tamu: { type: 'email', required: true, maxLength: 254, readOnly: true, label: 'Guest e-mail' },
      bahasa: { type: 'text', maxLength: 10, readOnly: true, label: 'Language' },
      dikirim_pada: { type: 'datetime', readOnly: true, label: 'Sent at' },
      dicabut_pada: { type: 'datetime', readOnly: true, label: 'Revoked at' },
    },
    labelField: 'nama_tamu',
    listColumns: ['nama_tamu', 'kehadiran_id', 'acara_id', 'dikirim_pada', 'dicabut_pada'],
    filterFields: ['acara_id', 'kehadiran_id'],
    sortFields: ['dikirim_pada'],
    defaultSort: { field: 'dikirim_pada', order: 'DESC' },
  },
  antreanTamu: {
    label: 'Guest waiting list',
    actions: ['view'],
    fields: {
      acara_id: acara,
      kehadiran_id: {
        type: 'reference',
        reference: 'kehadiran',
        required: true,
        readOnly: true,
        uniqueWith: ['acara_id'],
        label: 'Graduate',
      },
      jumlah: { type: 'int', min: 1, max: 50, required: true, readOnly: true, label: 'Extra guests asked' },
      diberikan: { type: 'int', min: 0, max: 50, default: 0, readOnly: true, label: 'Extra guests granted' },
      diminta_pada: { type: 'datetime', readOnly: true, label: 'Asked at' },
    },
    labelField: 'kehadiran_id',
    listColumns: ['kehadiran_id', 'acara_id', 'jumlah', 'diberikan', 'diminta_pada'],
    filterFields: ['acara_id'],
    sortFields: ['diminta_pada'],
    defaultSort: { field: 'diminta_pada', order: 'ASC' },
  },
  petugasCheckin: {
    label: 'Check-in staff',
    menu: { group: 'menu', icon: 'QrCodeScanner' },
    actions: ['view', 'create', 'delete'],
    fields: {
      acara_id: { ...acara, readOnly: false },
      user_id: {
        type: 'reference',
        reference: 'user',
        required: true,
        uniqueWith: ['acara_id'],
        label: 'Staff member',
      },
    },
    labelField: 'user_id',
    listColumns: ['user_id', 'acara_id'],
    filterFields: ['acara_id'],
  },
  checkin: {
    label: 'Check-ins',
    actions: ['view', 'create'],
    fields: {
      acara_id: acara,
      tiket: { type: 'text', required: true, maxLength: 40, readOnly: true, label: 'Ticket' },
      pintu: { type: 'text', maxLength: 60, readOnly: true, label: 'Entrance' },
      perangkat: { type: 'text', maxLength: 80, readOnly: true, label: 'Device' },
      dipindai_pada: { type: 'datetime', required: true, readOnly: true, label: 'Scanned at' },
      ganda: { type: 'boolean', required: true, default: false, readOnly: true, label: 'Scanned before' },
      scan_id: { type: 'text', required: true, unique: true, maxLength: 80, readOnly: true, label: 'Scan' },
    },
    labelField: 'tiket',
    listColumns: ['tiket', 'acara_id', 'pintu', 'dipindai_pada', 'ganda'],
    filterFields: ['acara_id', 'ganda'],
    sortFields: ['dipindai_pada'],
    defaultSort: { field: 'dipindai_pada', order: 'DESC' },
  },
} as const satisfies Record<string, ResourceConfig>;

/** What the check-in staff role holds: scanning and reading the counts. */
export const CHECKIN_PERMISSIONS = ['checkin.create', 'checkin.view', 'acara.view'] as const;

/** What the ceremony staff gain: the tickets, the waiting list, the check-in staff and counts. */
export const TICKET_STAFF_PERMISSIONS = [
  'tiket.view',
  'antreanTamu.view',
  'petugasCheckin.view',
  'petugasCheckin.create',
  'petugasCheckin.delete',
  'checkin.view',
  'checkin.create',
] as const;
