/** What the ticket and check-in screens read and send (routes under /api/plugins/ceremony). */
import { pluginApi } from 'wisuda/pages';
import type { TicketKey } from './token';

export interface GuestTicketView {
  id: number;
  nama_tamu: string;
  email_tamu: string;
  bahasa: string | null;
  dikirim_pada: string | null;
  dicabut_pada: string | null;
  token?: string;
  qr?: string;
}

export interface OwnTickets {
  attending: boolean;
  acara: { id: number; nama: string; tanggal?: string } | null;
  doors_open?: string;
  open?: boolean;
  granted?: number;
  used?: number;
  pass?: { name: string; token: string; qr: string };
  tickets?: GuestTicketView[];
  waiting?: { jumlah: number; diberikan: number } | null;
}

export interface Guest {
  nama_tamu: string;
  email_tamu: string;
  bahasa: string;
}

/** One ticket as a scanner shows it: name, graduate (`w`) or guest (`g`) of whom, seat, faculty. */
export interface RosterEntry {
  n: string;
  k: 'w' | 'g';
  of: string | null;
  s: string | null;
  f: string | null;
}

/** What a scanner keeps for an acara (GET …/checkin/pack). */
export interface CheckinPack {
  acara: { id: number; nama: string; tanggal: string; entrances: string[] };
  keys: TicketKey[];
  roster: Record<string, RosterEntry>;
  revoked: string[];
  scanned: string[];
  at: string;
}

export interface QueuedScan {
  id: string;
  token: string;
  at: string;
  pintu: string | null;
}

export interface ScanResult {
  id: string;
  tiket: string | null;
  status: 'ok' | 'twice' | 'revoked' | 'invalid' | 'other_acara';
  first?: { at: string; perangkat: string | null; pintu: string | null };
}

export interface Counts {
  total: number;
  graduates: number;
  guests: number;
  twice: number;
  expected: { graduates: number; guests: number };
  entrances: { pintu: string | null; graduates: number; guests: number }[];
  faculties: { fakultas: string | null; graduates: number; guests: number; expected: number }[];
}

const PLUGIN = 'ceremony';
const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

export const readTickets = () => pluginApi<OwnTickets>(PLUGIN, 'me/tickets');
export const sendTicket = (guest: Guest) => pluginApi<OwnTickets>(PLUGIN, 'me/tickets', json('POST', guest));
export const revokeTicket = (id: number) =>
  pluginApi<OwnTickets>(PLUGIN, `me/tickets/${id}/revoke`, json('POST', {}));
export const resendTicket = (id: number) =>
  pluginApi<OwnTickets>(PLUGIN, `me/tickets/${id}/resend`, json('POST', {}));
export const askWaiting = (jumlah: number) =>
  pluginApi<OwnTickets>(PLUGIN, 'me/waiting', json('PUT', { jumlah }));
export const readPack = (acara: number) => pluginApi<CheckinPack>(PLUGIN, `acara/${acara}/checkin/pack`);
export const syncScans = (acara: number, device: string, scans: readonly QueuedScan[]) =>
  pluginApi<{ results: ScanResult[] }>(
    PLUGIN,
    `acara/${acara}/checkin/sync`,
    json('POST', { device, scans }),
  );

export interface WaitingList {
  seats_left: number | null;
  rows: {
    id: number;
    kehadiran_id: number;
    nim: string;
    nama: string;
    jumlah: number;
    diberikan: number;
    tamu_diberikan: number;
    diminta_pada: string;
  }[];
}

export const readWaiting = (acara: number) => pluginApi<WaitingList>(PLUGIN, `acara/${acara}/waiting`);
export const grantWaiting = (id: number, jumlah: number) =>
  pluginApi<WaitingList>(PLUGIN, `antrean/${id}/grant`, json('POST', { jumlah }));
