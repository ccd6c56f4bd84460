/**
 * A graduate's own tickets (any signed-in student, their own record only), under
 * /api/plugins/ceremony/me:
 * - GET  /me/tickets                 their pass, the tickets granted and sent, their waiting-list ask
 * - POST /me/tickets                 sends a ticket to a guest (name, e-mail, language) by mail
 * - POST /me/tickets/:id/revoke      revokes it (its token no longer lets anyone in)
 * - POST /me/tickets/:id/resend      mails it again
 * - PUT  /me/waiting                 asks the staff for extra tickets (the waiting list)
 * Sending, revoking and resending stop when the acara's doors open.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { refuse, type PluginRouteKit } from 'wisuda/server';
import { CONFIRM_PERMISSION } from '../permissions';
import { MAIL_LANGUAGES } from '../tickets/mail-words';
import { TICKET_REFUSALS as R } from '../tickets/refusals';
import { guestClaims, guestTickets, ownAttendance, passClaims, type OwnAttendance } from './ticket-data';
import { signTicket } from './ticket-keys';
import { qrCode, queueTicketMail } from './ticket-mail';

type Db = PluginRouteKit['db'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WAITING_MAX = 20;

async function view(kit: PluginRouteKit, own: OwnAttendance | null) {
  if (!own?.hadir)
    return { attending: false, acara: own ? { id: own.acara.id, nama: own.acara.nama } : null };
  const { db } = kit;
  const pass = await signTicket(kit, passClaims(own));
  const tickets = await guestTickets(db, own.kehadiranId);
  const withCodes = await Promise.all(
    tickets.map(async (t) => {
      if (t.dicabut_pada) return t;
      const token = await signTicket(kit, guestClaims(own.acara.id, t.id, t.nama_tamu));
      return { ...t, token, qr: qrCode(token).svg };
    }),
  );
  const waiting = (
    await sql<{ jumlah: number; diberikan: number }>`SELECT jumlah, diberikan FROM antrean_tamu
      WHERE kehadiran_id = ${own.kehadiranId}`.execute(db)
  ).rows[0];
  return {
    attending: true,
    acara: { id: own.acara.id, nama: own.acara.nama, tanggal: own.acara.tanggal },
    doors_open: own.acara.doorsOpen.toISOString(),
    open: Date.now() < own.acara.doorsOpen.getTime(),
    granted: own.granted,
    used: tickets.filter((t) => !t.dicabut_pada).length,
    pass: { name: own.nama, token: pass, qr: qrCode(pass).svg },
    tickets: withCodes,
    waiting: waiting ? { jumlah: Number(waiting.jumlah), diberikan: Number(waiting.diberikan) } : null,
  };
}

/** The caller's attendance, locked, when they attend and the doors are not open yet; else 422. */
async function openAttendance(kit: PluginRouteKit, db: Db, userId: number): Promise<OwnAttendance> {
  const own = await ownAttendance(db, userId, true);
  if (!own?.hadir) refuse({ hadir: R.notAttending }, R.notAttending);
  if (Date.now() >= own.acara.doorsOpen.getTime()) refuse({ pintu_dibuka: R.doorsOpen }, R.doorsOpen);
  return own;
}

function guestOf(body: Record<string, unknown>) {
  const nama = typeof body.nama_tamu === 'string' ? body.nama_tamu.trim() : '';
  const email = typeof body.email_tamu === 'string' ? body.email_tamu.trim().toLowerCase() : '';
  const bahasa = typeof body.bahasa === 'string' ? body.bahasa : 'id';
  const errors: Record<string, typeof R.required> = {};
  if (!nama || nama.length > 200) errors.nama_tamu = R.required;
  if (!EMAIL.test(email) || email.length > 254) errors.email_tamu = R.email;
  if (!MAIL_LANGUAGES.includes(bahasa)) errors.bahasa = R.language;
  if (Object.keys(errors).length) refuse(errors);
  return { nama, email, bahasa };
}

async function mailGuest(api: FastifyInstance, kit: PluginRouteKit, db: Db, own: OwnAttendance, id: number) {
  const t = (await guestTickets(db, own.kehadiranId)).find((g) => g.id === id);
  if (!t || t.dicabut_pada) refuse({ id: R.revoked }, R.revoked);
  await queueTicketMail(api, db, {
    kind: 'guest',
    to: t.email_tamu,
    locale: t.bahasa ?? 'id',
    token: await signTicket({ db, secrets: kit.secrets }, guestClaims(own.acara.id, t.id, t.nama_tamu)),
    acara: own.acara.nama,
    date: own.acara.tanggal.slice(0, 10),
    graduate: own.nama,
    guest: t.nama_tamu,
  });
  await sql`UPDATE tiket SET dikirim_pada = now(), updated_at = now() WHERE id = ${id}`.execute(db);
}

const ticketId = (kit: PluginRouteKit, v: unknown) => {
  const id = Number(v);
  if (!Number.isSafeInteger(id) || id < 1) throw kit.notFound();
  return id;
};

/** Runs `work` on one of the caller's own tickets, in a transaction, until the doors open. */
function onOwnTicket(
  api: FastifyInstance,
  kit: PluginRouteKit,
  work: (trx: Db, own: OwnAttendance, id: number, request: FastifyRequest) => Promise<void>,
) {
  return async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const caller = kit.permit(request, CONFIRM_PERMISSION);
    const id = ticketId(kit, request.params.id);
    await kit.db.transaction().execute(async (trx) => {
      const own = await openAttendance(kit, trx, caller.id);
      const mine =
        await sql`SELECT 1 FROM tiket WHERE id = ${id} AND kehadiran_id = ${own.kehadiranId}`.execute(trx);
      if (!mine.rows.length) throw kit.notFound();
      await work(trx, own, id, request);
    });
    return { data: await view(kit, await ownAttendance(kit.db, caller.id)) };
  };
}

export function registerTicketRoutes(api: FastifyInstance, kit: PluginRouteKit): void {
  const tags = ['ceremony'];
  api.get(
    '/me/tickets',
    { schema: { tags, summary: 'The caller’s pass and guest tickets' } },
    async (request) => {
      const caller = kit.permit(request, CONFIRM_PERMISSION);
      return { data: await view(kit, await ownAttendance(kit.db, caller.id)) };
    },
  );

  api.post('/me/tickets', { schema: { tags, summary: 'Send a guest ticket by mail' } }, async (request) => {
    const caller = kit.permit(request, CONFIRM_PERMISSION);
    const guest = guestOf((request.body ?? {}) as Record<string, unknown>);
    await kit.db.transaction().execute(async (trx) => {
      const own = await openAttendance(kit, trx, caller.id);
      const used = (await guestTickets(trx, own.kehadiranId)).filter((t) => !t.dicabut_pada).length;
      if (used >= own.granted) refuse({ nama_tamu: R.noneLeft(own.granted) }, R.noneLeft(own.granted));
      const { rows } = await sql<{
        id: string;
      }>`INSERT INTO tiket (acara_id, kehadiran_id, nama_tamu, email_tamu, bahasa)
        VALUES (${own.acara.id}, ${own.kehadiranId}, ${guest.nama}, ${guest.email}, ${guest.bahasa})
        RETURNING id`.execute(trx);
      const id = Number(rows[0].id);
      await mailGuest(api, kit, trx, own, id);
      await kit.audit(trx, request, { action: 'create', resource: 'tiket', recordId: id, after: guest });
    });
    return { data: await view(kit, await ownAttendance(kit.db, caller.id)) };
  });

  api.post(
    '/me/tickets/:id/revoke',
    { schema: { tags, summary: 'Revoke a guest ticket' } },
    onOwnTicket(api, kit, async (trx, _own, id, request) => {
      await sql`UPDATE tiket SET dicabut_pada = now(), updated_at = now()
        WHERE id = ${id} AND dicabut_pada IS NULL`.execute(trx);
      await kit.audit(trx, request, { action: 'revoke', resource: 'tiket', recordId: id });
    }),
  );

  api.post(
    '/me/tickets/:id/resend',
    { schema: { tags, summary: 'Mail a guest ticket again' } },
    onOwnTicket(api, kit, async (trx, own, id, request) => {
      await mailGuest(api, kit, trx, own, id);
      await kit.audit(trx, request, { action: 'resend', resource: 'tiket', recordId: id });
    }),
  );

  api.put('/me/waiting', { schema: { tags, summary: 'Ask for extra guest tickets' } }, async (request) => {
    const caller = kit.permit(request, CONFIRM_PERMISSION);
    const jumlah = (request.body as { jumlah?: unknown } | null)?.jumlah;
    if (typeof jumlah !== 'number' || !Number.isInteger(jumlah) || jumlah < 1 || jumlah > WAITING_MAX)
      refuse({ jumlah: R.count(WAITING_MAX) });
    await kit.db.transaction().execute(async (trx) => {
      const own = await openAttendance(kit, trx, caller.id);
      const { rows } = await sql<{
        id: string;
      }>`INSERT INTO antrean_tamu (acara_id, kehadiran_id, jumlah, diminta_pada)
        VALUES (${own.acara.id}, ${own.kehadiranId}, ${jumlah}, now())
        ON CONFLICT (acara_id, kehadiran_id) DO UPDATE SET jumlah = EXCLUDED.jumlah, diminta_pada = now(),
          updated_at = now()
        RETURNING id`.execute(trx);
      await kit.audit(trx, request, {
        action: 'update',
        resource: 'antreanTamu',
        recordId: Number(rows[0].id),
        after: { jumlah },
      });
    });
    return { data: await view(kit, await ownAttendance(kit.db, caller.id)) };
  });
}
