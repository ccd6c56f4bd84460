/**
 * The demo's past ceremony day (../demo.ts): the scans at the doors (graduates' passes at the north
 * entrance, guests' tickets at the south, one ticket scanned twice) and the walk across the stage,
 * in line-up order, one graduate called twice. Rows as the scanner's sync and the stairs' scanner
 * write them (../checkin-sync.ts, ../stage-data.ts).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DemoTicket } from './guests';
import { wib, type Attendance, type Db } from './setup';

const SECOND = 1000;
const NORTH = { pintu: 'Utara', perangkat: 'hp-3f9a21c0' };
const SOUTH = { pintu: 'Selatan', perangkat: 'hp-7b04e5d2' };

/** A scan's id as a phone makes it (a UUID), here the same on every load. */
const scanId = (acaraId: number, n: number) => {
  const h = createHash('sha1').update(`demo-scan:${acaraId}:${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

interface Scan {
  tiket: string;
  at: Date;
  door: typeof NORTH;
  ganda?: boolean;
}

/**
 * The scans at the doors; the graduates who came in, in line-up order (every twelfth stayed away,
 * never the record `always`).
 */
export async function insertCheckins(
  trx: Db,
  acara: { id: number; tanggal: string },
  lineup: readonly number[],
  tickets: readonly DemoTicket[],
  always?: number,
): Promise<number[]> {
  const came = lineup.filter((id, i) => i % 12 !== 11 || id === always);
  const start = wib(acara.tanggal, '06:35').getTime();
  const guests = tickets.filter((t, i) => !t.revoked && i % 7 !== 6);
  const scans: Scan[] = [
    ...came.map((id, n) => ({ tiket: `w${id}`, at: new Date(start + n * 20 * SECOND), door: NORTH })),
    ...guests.map((t, n) => ({ tiket: `g${t.id}`, at: new Date(start + n * 15 * SECOND), door: SOUTH })),
  ];
  if (guests.length)
    scans.push({ tiket: `g${guests[0].id}`, at: new Date(start + 600 * SECOND), door: NORTH, ganda: true });
  if (scans.length)
    await sql`INSERT INTO checkin (acara_id, tiket, pintu, perangkat, dipindai_pada, ganda, scan_id)
      VALUES ${sql.join(
        scans.map(
          (
            s,
            n,
          ) => sql`(${acara.id}, ${s.tiket}, ${s.door.pintu}, ${s.door.perangkat}, ${s.at}, ${s.ganda ?? false},
            ${scanId(acara.id, n)})`,
        ),
      )}`.execute(trx);
  return came;
}

/**
 * The walk from 09:00, 25 seconds apart, in line-up order: passes scanned at the stairs, every
 * tenth found by search; the fifth graduate called again a few seconds later (the later call counts).
 */
export async function insertStageCalls(
  trx: Db,
  acara: { id: number; tanggal: string },
  walked: readonly number[],
  records: readonly Attendance[],
) {
  const mahasiswa = new Map(records.map((r) => [r.id, r.answer.graduate.mahasiswaId]));
  const start = wib(acara.tanggal, '09:00').getTime();
  const calls = walked.flatMap((id, n) => {
    const at = start + n * 25 * SECOND;
    const call = { m: mahasiswa.get(id)!, source: n % 10 === 6 ? 'search' : 'scan', superseded: false };
    const again = n === 4 ? [{ ...call, at: at + 8 * SECOND, source: 'search' }] : [];
    return [{ ...call, at, superseded: again.length > 0 }, ...again];
  });
  if (!calls.length) return;
  await sql`INSERT INTO stage_call (acara_id, mahasiswa_id, called_at, source, superseded)
    VALUES ${sql.join(calls.map((c) => sql`(${acara.id}, ${c.m}, ${new Date(c.at)}, ${c.source}, ${c.superseded})`))}`.execute(
    trx,
  );
}
