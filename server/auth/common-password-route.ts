import type { FastifyInstance } from 'fastify';
import { COMMON_PASSWORD_BUCKET_PATTERN } from '../../domain/auth';
import { badRequest } from '../errors';
import { commonPasswordBucket } from './common-passwords';
import { obj, str } from './validate';

/**
 * GET /api/auth/common-passwords/:prefix: one bucket of the common-password list by hash, for the
 * browser's check of a new password as it is typed (domain/auth.ts `COMMON_PASSWORD_BUCKET`). Public,
 * like the forms that use it (registration, reset): the list is public, no password is sent, and a
 * bucket changes only with the list, so browsers keep it for a day.
 */
export function registerCommonPasswordRoute(api: FastifyInstance): void {
  api.get<{ Params: { prefix: string } }>(
    '/auth/common-passwords/:prefix',
    {
      schema: {
        tags: ['auth'],
        summary: 'One bucket of the common-password list, by the first digits of SHA-256 (public)',
        description:
          'prefix: the first 4 hex digits (lower case) of the SHA-256 of a normalised password form; the answer is the other 60 digits of every listed hash in that bucket. Anything else: 400.',
        security: [],
        params: obj({ prefix: str() }),
      },
    },
    async (request, reply) => {
      const { prefix } = request.params;
      if (!COMMON_PASSWORD_BUCKET_PATTERN.test(prefix)) throw badRequest();
      reply.header('cache-control', 'public, max-age=86400');
      return { data: commonPasswordBucket(prefix) };
    },
  );
}
