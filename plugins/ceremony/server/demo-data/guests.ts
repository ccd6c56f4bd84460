/**
 * The demo's guests (../demo.ts): the tickets graduates sent (one revoked now and then), the waiting
 * list for extra tickets, and the staff assigned to the doors. A ticket row is all a ticket is: its
 * signed token is made from it whenever it is shown or scanned (../ticket-data.ts).
 */
import { sql } from 'kysely';
import type { Attendance, Db } from './setup';

const HOUR = 3_600_000;
const LANGUAGES = ['id', 'id', 'en', 'id', 'id', 'ar', 'id', 'en'];

/** A guest ticket: its id, whose it is, whether it still lets someone in. */
export interface DemoTicket {
  id: number;
  kehadiranId: number;
  revoked: boolean;
}

/** The guests a graduate sends tickets to: their parents, named after the graduate. */
function guestsOf(record: Attendance, k: number, all: boolean) {
  const last = record.answer.graduate.nama.split(' ').pop()!;
  const count = all || k % 2 ? record.answer.tamu : Math.min(1, record.answer.tamu);
  return ['Bapak', 'Ibu'].slice(0, count).map((title) => ({
    nama: `${title} ${last}`,
    email: `${title.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}${record.id}@example.com`,
  }));
}

/** Tickets of two graduates in three who attend (all of `student`'s); every ninth revoked since. */
export async function insertTickets(
  trx: Db,
  acaraId: number,
  records: readonly Attendance[],
  student?: number,
): Promise<DemoTicket[]> {
  const values = records
    .filter((r) => r.answer.hadir)
    .flatMap((r, k) => {
      const own = r.answer.graduate.mahasiswaId === student;
      if (k % 3 === 2 && !own) return [];
      return guestsOf(r, k, own).map((g) => ({ r, g, sent: new Date(r.answer.at.getTime() + HOUR) }));
    })
    .map(({ r, g, sent }, n) => {
      const revoked = n % 9 === 4 ? new Date(sent.getTime() + HOUR / 2) : null;
      return sql`(${acaraId}, ${r.id}, ${g.nama}, ${g.email}, ${LANGUAGES[n % LANGUAGES.length]}, ${sent},
        ${revoked})`;
    });
  if (!values.length) return [];
  const { rows } = await sql<{
    id: string;
    kehadiran_id: string;
    dicabut_pada: Date | null;
  }>`INSERT INTO tiket
      (acara_id, kehadiran_id, nama_tamu, email_tamu, bahasa, dikirim_pada, dicabut_pada)
    VALUES ${sql.join(values)} RETURNING id, kehadiran_id, dicabut_pada`.execute(trx);
  return rows.map((r) => ({
    id: Number(r.id),
    kehadiranId: Number(r.kehadiran_id),
    revoked: !!r.dicabut_pada,
  }));
}

/**
 * Four graduates with two guests ask for more; the staff granted the first one extra ticket (added
 * to what the graduate holds, as the waiting list's grant does).
 */
export async function insertWaitingList(trx: Db, acaraId: number, records: readonly Attendance[]) {
  const asking = records.filter((r) => r.answer.hadir && r.answer.tamu === 2).slice(0, 4);
  if (!asking.length) return;
  const values = asking.map(
    (r, i) => sql`(${acaraId}, ${r.id}, ${[2, 1, 1, 3][i]}, ${i === 0 ? 1 : 0},
      ${new Date(r.answer.at.getTime() + 2 * HOUR)})`,
  );
  await sql`INSERT INTO antrean_tamu (acara_id, kehadiran_id, jumlah, diberikan, diminta_pada)
    VALUES ${sql.join(values)}`.execute(trx);
  await sql`UPDATE kehadiran SET tamu_diberikan = tamu_diberikan + 1 WHERE id = ${asking[0].id}`.execute(trx);
}

/** `userId` at the doors of each of `acaraIds`. */
export async function insertCheckinStaff(trx: Db, userId: number, acaraIds: readonly number[]) {
  if (!acaraIds.length) return;
  await sql`INSERT INTO petugas_checkin (acara_id, user_id)
    VALUES ${sql.join(acaraIds.map((a) => sql`(${a}, ${userId})`))}`.execute(trx);
}
