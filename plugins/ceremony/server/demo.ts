/**
 * The ceremony's demo data (`definePluginServer(..., { demo })`, docs/ceremony.md): UGM's two demo
 * acara set up for the ceremony (deadline, guests, hall, doors). For the coming one, the graduates'
 * answers, the line-up and seats, guest tickets and the waiting list; for the past one, the same
 * with the day itself: the scans at the doors and the calls on stage, the demo student among them.
 * UGM's door staff (a check-in staff account of its own, pintu.ugm@wisuda.local) staff the doors of
 * both, as docs/ceremony.md has a university do: the Check-in staff role, bound to the university,
 * and assigned to each acara. The university operator's role does not scan tickets.
 */
import type { PluginDemo, PluginDemoAcara } from 'wisuda/server';
import { answersOf } from './demo-data/answers';
import { insertCheckins, insertStageCalls } from './demo-data/day';
import { insertCheckinStaff, insertTickets, insertWaitingList } from './demo-data/guests';
import { graduatesOf, insertAnswers, placeAll, setUpAcara, shiftDays, wib, type Db } from './demo-data/setup';

const UGM = '001001';
/** UGM's demo door staff (README "Demo data"), with the demo password. */
export const DOOR_STAFF = 'pintu.ugm@wisuda.local';

async function comingCeremony(trx: Db, acara: PluginDemoAcara): Promise<void> {
  await setUpAcara(trx, acara);
  const answers = answersOf(await graduatesOf(trx, acara.id), new Date(Date.now() - 6 * 3_600_000), true);
  const records = await insertAnswers(trx, acara.id, answers);
  await placeAll(trx, records);
  await insertTickets(trx, acara.id, records);
  await insertWaitingList(trx, acara.id, records);
}

async function pastCeremony(trx: Db, acara: PluginDemoAcara, student: number): Promise<void> {
  await setUpAcara(trx, acara);
  const last = wib(shiftDays(acara.tanggal, -8), '20:00');
  const answers = answersOf(await graduatesOf(trx, acara.id), last, false, student);
  const records = await insertAnswers(trx, acara.id, answers);
  const lineup = await placeAll(trx, records);
  const tickets = await insertTickets(trx, acara.id, records, student);
  const own = records.find((r) => r.answer.graduate.mahasiswaId === student)?.id;
  const came = await insertCheckins(trx, acara, lineup, tickets, own);
  await insertStageCalls(trx, acara, came, records);
}

export const ceremonyDemo: PluginDemo = async (trx, demo) => {
  const ugm = demo.acara.filter((a) => a.kodePt === UGM);
  const coming = ugm.find((a) => a.status === 'published');
  const past = ugm.find((a) => a.status === 'selesai');
  if (coming) await comingCeremony(trx, coming);
  if (past) await pastCeremony(trx, past, demo.student.mahasiswaId);
  const acaraIds = [coming, past].flatMap((a) => (a ? [a.id] : []));
  if (!acaraIds.length) return;
  const doors = await demo.account({
    email: DOOR_STAFF,
    name: 'Petugas Pintu UGM',
    role: 'petugas_pintu',
    kodePt: UGM,
    label: 'UGM check-in staff',
  });
  await insertCheckinStaff(trx, doors.userId, acaraIds);
};
