/**
 * The confirmation mail that carries a graduate's own pass: sent when their answer turns to
 * "I attend" (not at every later save), in their language, through the mail queue in the answer's
 * transaction.
 */
import type { FastifyInstance } from 'fastify';
import { ownAttendance, passClaims } from './ticket-data';
import { signTicket, type Keyring } from './ticket-keys';
import { queueTicketMail } from './ticket-mail';

export async function mailPassOnConfirm(
  api: FastifyInstance,
  keys: Keyring,
  userId: number,
  attendedBefore: boolean,
) {
  if (attendedBefore) return;
  const { db } = keys;
  const own = await ownAttendance(db, userId);
  if (!own?.hadir) return;
  await queueTicketMail(api, db, {
    kind: 'pass',
    to: own.email,
    locale: own.bahasa ?? 'id',
    token: await signTicket(keys, passClaims(own)),
    acara: own.acara.nama,
    date: own.acara.tanggal.slice(0, 10),
    graduate: own.nama,
  });
}
