import type { FastifyRequest } from 'fastify';
import type { Caller } from '../context';
import { msg } from '../../domain/messages';
import { forbidden, unauthorized } from '../errors';

/** The signed-in caller, or 401. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(msg.http.signIn());
  return request.caller;
}

/** The caller holding `permission` (e.g. 'mahasiswa.view'), or 401 / 403. */
export function requirePermission(request: FastifyRequest, permission: string): Caller {
  const caller = requireCaller(request);
  if (!caller.permissions.has(permission)) throw forbidden(msg.http.missingPermission({ permission }));
  return caller;
}

export function hasRole(caller: Caller, role: string): boolean {
  return caller.roles.some((r) => r.name === role);
}
