/**
 * The public ticket endpoints, throttled per address (@fastify/rate-limit, in this process):
 * - GET /keys              the public halves of the signing keys (anyone may verify a ticket)
 * - GET /ticket.svg?t=...  the QR code of a valid ticket token, for a guest whose mail shows no image
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { PluginRouteKit } from 'wisuda/server';
import { verifyToken } from '../tickets/token';
import { publicKeys } from './ticket-keys';
import { qrCode } from './ticket-mail';

/** Requests one address may make to each public ticket endpoint per minute. */
export const PUBLIC_TICKET_LIMIT = 30;

export async function registerPublicTicketRoutes(api: FastifyInstance, kit: PluginRouteKit): Promise<void> {
  await api.register(rateLimit, { global: false });
  const tags = ['ceremony'];
  const config = { rateLimit: { max: PUBLIC_TICKET_LIMIT, timeWindow: '1 minute' } };
  api.get('/keys', { config, schema: { tags, summary: 'The tickets’ public keys' } }, async () => ({
    data: { keys: await publicKeys(kit.db) },
  }));
  api.get<{ Querystring: { t?: string } }>(
    '/ticket.svg',
    { config, schema: { tags, summary: 'The QR code of a ticket' } },
    async (request, reply) => {
      const token = String(request.query.t ?? '').slice(0, 2000);
      const verdict = await verifyToken(token, await publicKeys(kit.db));
      if (!verdict.ok) throw kit.notFound();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=300')
        .send(qrCode(token).svg);
    },
  );
}
