/**
 * What the ticket routes read: a graduate's own attendance with their acara, and a ticket's claims.
 */
import { sql } from 'kysely';
import type { PluginRouteKit } from 'wisuda/server';
import type { TicketClaims } from '../tickets/token';

type Db = PluginRouteKit['db'];

export interface OwnAttendance {
  kehadiranId: number;
  hadir: boolean;
  granted: number;
  /** The name read at the door: the approved stage name, else the record's. */
  nama: string;
  email: string;
  bahasa: string | null;
  acara: { id: number; nama: string; tanggal: string; doorsOpen: Date };
}

/** When the doors open: the acara's `pintu_dibuka`, or without one the start of its day (UTC). */
export const doorsOpenAt = (tanggal: string, pintuDibuka: Date | string | null) =>
  pintuDibuka ? new Date(pintuDibuka) : new Date(`${String(tanggal).slice(0, 10)}T00:00:00Z`);

/** The caller's attendance record of their acara (locked for a write), or null without one. */
export async function ownAttendance(db: Db, userId: number, lock = false): Promise<OwnAttendance | null> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT k.id, k.hadir, k.tamu_diberikan, u.email, u.bahasa,
      CASE WHEN k.nama_panggung_disetujui AND k.nama_panggung IS NOT NULL THEN k.nama_panggung ELSE m.nama END
        AS nama,
      a.id AS acara_id, a.nama AS acara_nama, a.tanggal::text AS tanggal, a.pintu_dibuka
    FROM mahasiswa m JOIN users u ON u.id = m.user_id
    JOIN kehadiran k ON k.mahasiswa_id = m.id AND k.acara_id = m.acara_id
    JOIN acara a ON a.id = k.acara_id
    WHERE m.user_id = ${userId} ORDER BY m.id LIMIT 1 ${lock ? sql`FOR UPDATE OF k` : sql``}`.execute(db);
  const r = rows[0];
  if (!r) return null;
  return {
    kehadiranId: Number(r.id),
    hadir: r.hadir === true,
    granted: Number(r.tamu_diberikan ?? 0),
    nama: String(r.nama),
    email: String(r.email),
    bahasa: (r.bahasa as string | null) ?? null,
    acara: {
      id: Number(r.acara_id),
      nama: String(r.acara_nama),
      tanggal: String(r.tanggal),
      doorsOpen: doorsOpenAt(String(r.tanggal), r.pintu_dibuka as Date | null),
    },
  };
}

export const passClaims = (own: OwnAttendance): TicketClaims => ({
  a: own.acara.id,
  t: `w${own.kehadiranId}`,
  p: 'wisudawan',
  n: own.nama,
});

export const guestClaims = (acaraId: number, ticketId: number, guest: string): TicketClaims => ({
  a: acaraId,
  t: `g${ticketId}`,
  p: 'tamu',
  n: guest,
});

export interface GuestTicket {
  id: number;
  nama_tamu: string;
  email_tamu: string;
  bahasa: string | null;
  dikirim_pada: string | null;
  dicabut_pada: string | null;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));

/** The guest tickets of an attendance record, oldest first (revoked ones included). */
export async function guestTickets(db: Db, kehadiranId: number): Promise<GuestTicket[]> {
  const { rows } = await sql<Record<string, unknown>>`SELECT id, nama_tamu, email_tamu, bahasa,
      dikirim_pada, dicabut_pada FROM tiket WHERE kehadiran_id = ${kehadiranId} ORDER BY id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    nama_tamu: String(r.nama_tamu),
    email_tamu: String(r.email_tamu),
    bahasa: (r.bahasa as string | null) ?? null,
    dikirim_pada: iso(r.dikirim_pada),
    dicabut_pada: iso(r.dicabut_pada),
  }));
}
