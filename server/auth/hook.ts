import type { FastifyInstance } from 'fastify';
import { loadCaller } from './sessions';

/** Sets `request.caller` on every /api request from `Authorization: Bearer <token>` (null without one). */
export function installCallerHook(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) return;
    const token = match[1];
    request.caller = await api.callerCache.get(token, () => loadCaller(api.db, api.config, token));
  });
}
