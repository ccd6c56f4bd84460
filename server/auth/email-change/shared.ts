import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthLimits } from '../limits';
import { hit } from '../throttle';
import { obj, str } from '../validate';

export const TAGS = ['auth'];
export const MESSAGE = { type: 'object', properties: { data: obj({ message: str() }) } } as const;

/**
 * The token of a mailed link (confirm, cancel). Public, since the link may be opened on another
 * device: both count on one counter per client address.
 */
export async function linkToken(
  api: FastifyInstance,
  limits: AuthLimits,
  request: FastifyRequest<{ Body: { token?: string } }>,
): Promise<string> {
  await hit(api.db, [
    {
      key: `emailconfirm:ip:${request.ip}`,
      limit: limits.loginPerIp,
      windowSeconds: limits.loginWindowSeconds,
    },
  ]);
  return typeof request.body.token === 'string' ? request.body.token.trim() : '';
}
