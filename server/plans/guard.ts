/**
 * The read-only rule at the door: every change (POST, PUT, PATCH, DELETE) a university's staff
 * member asks for while all the universities they are bound to are past their grace period answers
 * 403 `plans.readOnly` before any route checks or runs, so a new write endpoint cannot forget it. Their own
 * account (sign-out, password, language, their profile) stays theirs to change. The checks on each
 * record (`assertPtWritable`) still decide for staff of several universities of which some are writable.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { subscriptionState } from '../../domain/plans';
import type { Exec } from '../crud/queries';
import { graceDays, today } from './subscription';
import { readOnlyError } from './writable';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes about the caller's own account, not a university's data. */
export const OWN_ACCOUNT_ROUTES = [/^\/api\/auth\//, /^\/api\/profile(\/|$)/];

/** The 403 when every PT user `userId` is bound to is read-only; undefined when one is writable or none. */
export async function boundPtsReadOnly(db: Exec, userId: number) {
  const { rows } = await sql<{ nama: string; langganan_selesai: unknown }>`
    SELECT pt.nama, pt.langganan_selesai FROM user_perguruan_tinggi up
    JOIN perguruan_tinggi pt ON pt.id = up.pt_id WHERE up.user_id = ${userId} ORDER BY pt.id`.execute(db);
  if (!rows.length) return undefined;
  const grace = await graceDays(db);
  const states = rows.map((r) => ({ pt: r.nama, ...subscriptionState(r.langganan_selesai, grace, today()) }));
  if (!states.every((s) => s.readOnly)) return undefined;
  const first = states[0];
  return readOnlyError(first.pt, first.end ?? '', first.graceEnd ?? '');
}

const ownAccount = (request: FastifyRequest) => {
  const url = request.routeOptions.url ?? request.url;
  return OWN_ACCOUNT_ROUTES.some((re) => re.test(url));
};

export function installPlanGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const caller = request.caller;
    if (!caller?.ptIds || !WRITES.has(request.method) || ownAccount(request)) return;
    const refused = await boundPtsReadOnly(api.db, caller.id);
    if (refused) throw refused;
  });
}
